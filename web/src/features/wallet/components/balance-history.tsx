import type { BalanceHistoryItem } from '@questboard/contract/balances';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { useBalanceHistories } from '../api/balances';
import { historyReasonKey } from '../lib/history-title';
import { HistoryList } from './history-list';
import { QuestName } from './quest-name';

const PAGE_SIZE = 10;

function Amount({ item }: { item: BalanceHistoryItem }) {
  const { t } = useTranslation();
  const incoming = item.direction === 'IN';
  return (
    <span className={cn(incoming ? 'text-emerald-400' : 'text-zinc-200')} title={item.amount}>
      {incoming ? '+' : '−'}
      {formatTokenAmount(item.amount)}{' '}
      <span className="text-xs text-zinc-400">{t(item.currency === 'TOKEN' ? 'wallet.token' : 'wallet.native')}</span>
    </span>
  );
}

/** Every movement of the user's balances, newest first. */
export function BalanceHistory() {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const history = useBalanceHistories(offset, PAGE_SIZE);
  return (
    <HistoryList
      rows={history.data?.items.map((item) => ({
        id: item.id,
        title: (
          <>
            {t(historyReasonKey(item))}
            {item.questSlug && (
              <>
                {' · '}
                <QuestName title={item.questTitle} slug={item.questSlug} fallback={t('browse.untitled')} />
              </>
            )}
          </>
        ),
        when: item.createdAt,
        amount: <Amount item={item} />,
      }))}
      total={history.data?.total ?? 0}
      offset={offset}
      limit={PAGE_SIZE}
      isPending={history.isPending}
      isError={history.isError}
      isFetching={history.isFetching}
      empty={t('wallet.no_history')}
      onPage={setOffset}
      onRetry={() => history.refetch()}
    />
  );
}
