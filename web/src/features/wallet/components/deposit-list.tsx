import type { Wallet } from '@questboard/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { shortenAddress } from '../../../lib/shorten-address';
import { useDeposits } from '../api/wallet';
import { HistoryList } from './history-list';

const LIMIT = 10;

/** Deposits from the proven address, confirmations counting up until they are credited. */
export function DepositList({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useDeposits(offset, LIMIT);
  const needed = wallet.chain.confirmations;
  const rows = list.data?.items.map((d) => ({
    id: d.id,
    when: d.creditedAt ?? d.createdAt,
    title: (
      <span className="flex flex-wrap items-center gap-2">
        <span data-testid="deposit-status">
          {d.status === 'PENDING'
            ? t('chain_wallet.confirmations', { count: d.confirmations, needed })
            : t(`chain_wallet.deposit_status.${d.status}`)}
        </span>
        <span className="font-mono text-xs text-zinc-500" title={d.txHash}>
          {shortenAddress(d.txHash)}
        </span>
      </span>
    ),
    amount: (
      <span className="text-emerald-300">
        {`+${formatTokenAmount(d.amount)} ${d.asset === 'TOKEN' ? wallet.chain.tokenSymbol : wallet.chain.nativeSymbol}`}
      </span>
    ),
  }));
  return (
    <HistoryList
      rows={rows}
      total={list.data?.total ?? 0}
      offset={offset}
      limit={LIMIT}
      isPending={list.isPending}
      isError={list.isError}
      isFetching={list.isFetching}
      empty={t('chain_wallet.no_deposits')}
      onPage={setOffset}
      onRetry={() => list.refetch()}
    />
  );
}
