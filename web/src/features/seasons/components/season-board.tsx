import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth-store';
import { SEASON_BOARD_PAGE, useSeasonBoard } from '../api/seasons';
import { useLiveSeasonBoards } from '../hooks/use-live-season-boards';
import { BoardList } from './board-list';

/** A season's board: XP from its quests within its window, a page at a time, with the viewer's own place. */
export function SeasonBoard({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [offset, setOffset] = useState(0);
  const board = useSeasonBoard(seasonId, offset, signedIn);
  useLiveSeasonBoards();
  return (
    <BoardList
      board={board}
      offset={offset}
      limit={SEASON_BOARD_PAGE}
      onOffset={setOffset}
      signedIn={signedIn}
      emptyTitle={t('seasons.empty')}
      onRetry={() => void board.refetch()}
    />
  );
}
