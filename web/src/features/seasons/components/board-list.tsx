import type { Leaderboard } from '@questboard/contract/xp';
import { useTranslation } from 'react-i18next';
import { BoardRows } from '../../../components/board-rows';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';

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
  const { total, me } = board.data;
  if (total === 0) return <EmptyState title={props.emptyTitle} text={t('seasons.empty_text')} />;
  return (
    <>
      <BoardRows board={board.data} label={t('seasons.board')} testId="season-board" dimmed={board.isPlaceholderData} />
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
