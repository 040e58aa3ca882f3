import type { Leaderboard, LeaderboardEntry } from '@questboard/contract/xp';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../lib/cn';

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const name = entry.user.displayName || entry.user.username;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        mine ? 'bg-violet-600/15 ring-1 ring-violet-500/40' : 'odd:bg-zinc-900/60',
      )}
      data-testid={mine ? 'season-board-me' : 'season-board-row'}
    >
      <span className="w-10 shrink-0 text-right font-mono text-sm font-semibold text-zinc-300">#{entry.rank}</span>
      <Avatar src={entry.user.avatar} name={name} className="size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <Link to={`/users/${entry.user.username}`} className="block truncate text-sm font-medium hover:underline">
          {name}
        </Link>
        <span className="text-xs text-zinc-400">
          {t('seasons.level', { level: entry.level })}
          {mine && <span className="ml-1.5 font-medium text-violet-300">{t('seasons.you')}</span>}
        </span>
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {t('seasons.xp', { xp: entry.xp.toLocaleString(i18n.language) })}
      </span>
    </li>
  );
}

const PLACEHOLDERS = ['a', 'b', 'c', 'd', 'e'];

/**
 * A board's page as a list (loading, empty, the rows), the viewer's own place under it when it is off the page, and
 * the pager: shared by the season page and the brand's board.
 */
export function BoardList(props: {
  board: { data?: Leaderboard; isPending: boolean; isError: boolean; isFetching: boolean; isPlaceholderData: boolean };
  offset: number;
  limit: number;
  onOffset(offset: number): void;
  signedIn: boolean;
  emptyTitle: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const { board } = props;
  if (board.isPending) {
    return (
      <ul className="flex flex-col gap-2" aria-busy="true" aria-label={t('seasons.loading')}>
        {PLACEHOLDERS.map((key) => (
          <li key={key} className="h-13 animate-pulse rounded-xl bg-zinc-900" />
        ))}
      </ul>
    );
  }
  if (board.isError || !board.data) {
    return <LoadError onRetry={props.onRetry} />;
  }
  const { items, total, me } = board.data;
  if (total === 0) return <EmptyState title={props.emptyTitle} text={t('seasons.empty_text')} />;
  const meOnPage = me !== null && items.some((e) => e.user.id === me.user.id);
  return (
    <>
      <ol
        className={cn('flex flex-col gap-1', board.isPlaceholderData && 'opacity-60')}
        aria-label={t('seasons.board')}
      >
        {items.map((entry) => (
          <Row key={entry.user.id} entry={entry} mine={entry.user.id === me?.user.id} />
        ))}
      </ol>
      {me && !meOnPage && (
        <div className="mt-3 border-t border-zinc-800 pt-3">
          <p className="mb-1 px-3 text-xs text-zinc-400">{t('seasons.your_place')}</p>
          <ol>
            <Row entry={me} mine />
          </ol>
        </div>
      )}
      {props.signedIn && !me && <p className="mt-3 px-3 text-sm text-zinc-400">{t('seasons.not_ranked')}</p>}
      <Pager
        offset={props.offset}
        limit={props.limit}
        total={total}
        onChange={props.onOffset}
        busy={board.isFetching}
      />
    </>
  );
}
