import type { BrandBoardPeriod } from '@questboard/contract/seasons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { useAuthStore } from '../../../stores/auth-store';
import { SEASON_BOARD_PAGE, useBrandBoard } from '../api/seasons';
import { useLiveSeasonBoards } from '../hooks/use-live-season-boards';
import { BoardList } from './board-list';

/** A brand's board: XP from its quests, all time, this week or this season. */
export function BrandBoard({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [period, setPeriod] = useState<BrandBoardPeriod>('all');
  const [offset, setOffset] = useState(0);
  const board = useBrandBoard(brandId, period, offset, signedIn);
  useLiveSeasonBoards();
  return (
    <Tabs
      label={t('seasons.periods_label')}
      items={[
        { key: 'all', label: t('seasons.period.all') },
        { key: 'week', label: t('seasons.period.week') },
        { key: 'season', label: t('seasons.period.season') },
      ]}
      value={period}
      onChange={(next) => {
        setPeriod(next);
        setOffset(0);
      }}
    >
      <BoardList
        board={board}
        offset={offset}
        limit={SEASON_BOARD_PAGE}
        onOffset={setOffset}
        signedIn={signedIn}
        emptyTitle={t('seasons.empty')}
        onRetry={() => void board.refetch()}
      />
    </Tabs>
  );
}
