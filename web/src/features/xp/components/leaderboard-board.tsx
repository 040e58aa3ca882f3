import type { LeaderboardEntry, LeaderboardPeriod } from '@questboard/contract/xp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useAuthStore } from '../../../stores/auth-store';
import { LEADERBOARD_PAGE, useLeaderboard } from '../api/leaderboard';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const name = entry.user.displayName || entry.user.username;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        mine ? 'bg-violet-600/15 ring-1 ring-violet-500/40' : 'odd:bg-zinc-900/60',
      )}
      data-testid={mine ? 'leaderboard-me' : 'leaderboard-row'}
    >
      <span className="w-10 shrink-0 text-right font-mono text-sm font-semibold text-zinc-300">#{entry.rank}</span>
      <Avatar src={entry.user.avatar} name={name} className="size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link to={`/users/${entry.user.username}`} className="block truncate text-sm font-medium hover:underline">
          {name}
        </Link>
        <span className="text-xs text-zinc-400">
          {t('xp.level', { level: entry.level })}
          {mine && <span className="ml-1.5 font-medium text-violet-300">{t('xp.you')}</span>}
        </span>
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {t('xp.amount', { xp: entry.xp.toLocaleString(i18n.language) })}
      </span>
    </li>
  );
}

/** Everyone by XP, all time or this week, a page at a time, with the viewer's own place even off the page. */
export function LeaderboardBoard() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const [offset, setOffset] = useState(0);
  const board = useLeaderboard(period, offset, signedIn);
  useLiveLeaderboard();
  const me = board.data?.me ?? null;
  const meOnPage = me !== null && board.data?.items.some((e) => e.user.id === me.user.id);

  return (
    <Tabs
      label={t('xp.periods_label')}
      items={[
        { key: 'all', label: t('xp.period.all') },
        { key: 'week', label: t('xp.period.week') },
      ]}
      value={period}
      onChange={(next) => {
        setPeriod(next);
        setOffset(0);
      }}
    >
      {board.isPending && (
        <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t('xp.loading')}>
          {PLACEHOLDERS.map((key) => (
            <li key={key} className="h-13 animate-pulse rounded-xl bg-zinc-900" />
          ))}
        </ul>
      )}
      {board.isError && <LoadError onRetry={() => void board.refetch()} />}
      {board.isSuccess && board.data.total === 0 && (
        <EmptyState
          title={t(period === 'week' ? 'xp.empty_week' : 'xp.empty')}
          text={t('xp.empty_text')}
          action={
            <Link to="/quests" className="text-sm font-medium text-violet-300 hover:underline">
              {t('xp.find_quests')}
            </Link>
          }
        />
      )}
      {board.isSuccess && board.data.total > 0 && (
        <>
          <ol className={cn('flex flex-col gap-1', board.isPlaceholderData && 'opacity-60')} aria-label={t('xp.title')}>
            {board.data.items.map((entry) => (
              <Row key={entry.user.id} entry={entry} mine={entry.user.id === me?.user.id} />
            ))}
          </ol>
          {me && !meOnPage && (
            <div className="mt-3 border-t border-zinc-800 pt-3">
              <p className="mb-1 px-3 text-xs text-zinc-400">{t('xp.your_place')}</p>
              <ol>
                <Row entry={me} mine />
              </ol>
            </div>
          )}
          {signedIn && !me && <p className="mt-3 px-3 text-sm text-zinc-400">{t('xp.not_ranked')}</p>}
          <Pager
            offset={offset}
            limit={LEADERBOARD_PAGE}
            total={board.data.total}
            onChange={setOffset}
            busy={board.isFetching}
          />
        </>
      )}
    </Tabs>
  );
}
