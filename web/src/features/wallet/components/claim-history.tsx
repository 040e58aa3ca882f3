import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useClaimHistories } from '../api/balances';
import { HistoryList } from './history-list';
import { QuestName } from './quest-name';

const PAGE_SIZE = 10;

/** Rewards the user has claimed, newest first. */
export function ClaimHistory() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const claims = useClaimHistories(offset, PAGE_SIZE);
  return (
    <HistoryList
      rows={claims.data?.items.map((item) => ({
        id: item.id,
        title: <QuestName title={item.questTitle} slug={item.questSlug} fallback={t('wallet.reward')} />,
        when: item.createdAt,
        amount: <span className="text-emerald-400">+{formatTokenAmount(item.amount)}</span>,
      }))}
      total={claims.data?.total ?? 0}
      offset={offset}
      limit={PAGE_SIZE}
      isPending={claims.isPending}
      isError={claims.isError}
      isFetching={claims.isFetching}
      empty={t('wallet.no_claims')}
      onPage={setOffset}
      onRetry={() => claims.refetch()}
    />
  );
}
