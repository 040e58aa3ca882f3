import type { LeaderboardPeriod } from '@questboard/contract/xp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoardRows } from '../../../components/board-rows';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { useAuthStore } from '../../../stores/auth-store';
import { LEADERBOARD_PAGE, useLeaderboard } from '../api/leaderboard';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Everyone by XP, all time or this week, a page at a time, with the viewer's own place even off the page. */
export function LeaderboardBoard() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const [offset, setOffset] = useState(0);
  const board = useLeaderboard(period, offset, signedIn);
  useLiveLeaderboard();

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
          <BoardRows board={board.data} label={t('xp.title')} testId="leaderboard" dimmed={board.isPlaceholderData} />
          {signedIn && !board.data.me && <p className="mt-3 px-3 text-sm text-zinc-400">{t('xp.not_ranked')}</p>}
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
