import type { Wallet, Withdrawal } from '@questboard/contract/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTokenAmount } from '../../../lib/format-tokens';
import { shortenAddress } from '../../../lib/shorten-address';
import { useWithdrawals } from '../api/wallet';
import { HistoryList } from './history-list';

const LIMIT = 10;
const STATUS_CLASS: Record<Withdrawal['status'], string> = {
  REQUESTED: 'bg-zinc-700/60 text-zinc-200',
  SENT: 'bg-sky-500/15 text-sky-300',
  CONFIRMED: 'bg-emerald-500/15 text-emerald-300',
  FAILED: 'bg-red-500/15 text-red-300',
};

/** The user's withdrawals with their live status (the socket's walletChanged refetches) and a link to the transaction. */
export function WithdrawalList({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useWithdrawals(offset, LIMIT);
  const rows = list.data?.items.map((w) => {
    const symbol = w.asset === 'TOKEN' ? wallet.chain.tokenSymbol : wallet.chain.nativeSymbol;
    const link = w.txHash && wallet.chain.explorerUrl ? `${wallet.chain.explorerUrl}/tx/${w.txHash}` : null;
    return {
      id: w.id,
      when: w.confirmedAt ?? w.failedAt ?? w.sentAt ?? w.requestedAt,
      title: (
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${STATUS_CLASS[w.status]}`}
            data-testid="withdrawal-status"
          >
            {t(`chain_wallet.status.${w.status}`)}
          </span>
          <span className="font-mono text-xs text-zinc-400">{shortenAddress(w.toAddress)}</span>
          {w.txHash &&
            (link ? (
              <a href={link} target="_blank" rel="noreferrer" className="text-xs text-violet-400 hover:underline">
                {t('chain_wallet.view_tx')}
              </a>
            ) : (
              <span className="font-mono text-xs text-zinc-500" title={w.txHash}>
                {shortenAddress(w.txHash)}
              </span>
            ))}
        </span>
      ),
      amount: <span className="text-red-300">{`−${formatTokenAmount(w.amount)} ${symbol}`}</span>,
    };
  });
  return (
    <HistoryList
      rows={rows}
      total={list.data?.total ?? 0}
      offset={offset}
      limit={LIMIT}
      isPending={list.isPending}
      isError={list.isError}
      isFetching={list.isFetching}
      empty={t('chain_wallet.no_withdrawals')}
      onPage={setOffset}
      onRetry={() => list.refetch()}
    />
  );
}
