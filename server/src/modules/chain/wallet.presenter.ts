import { formatTokens } from '@questboard/contract/money';
import type { Asset, Deposit, Withdrawal } from '@questboard/contract/wallet';
import type { ChainDepositRow, WithdrawalRow } from '../../db/schema/chain';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A withdrawal row as the API shows it (never its signed transaction). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    asset: row.asset as Asset,
    amount: formatTokens(row.amount),
    fee: formatTokens(row.fee),
    toAddress: row.toAddress,
    status: row.status as Withdrawal['status'],
    // The hash is known from signing, but it is shown once the transaction has gone out.
    txHash: row.status === 'REQUESTED' ? null : row.txHash,
    requestedAt: row.requestedAt.toISOString(),
    sentAt: iso(row.sentAt),
    confirmedAt: iso(row.confirmedAt),
    failedAt: iso(row.failedAt),
  };
}

/** A deposit with its confirmations counted from the newest block the watcher has seen. */
export function toDeposit(row: ChainDepositRow, head: number, needed: number): Deposit {
  const seen = Math.max(0, head - row.blockNumber + 1);
  return {
    id: row.id,
    asset: row.asset as Asset,
    amount: formatTokens(row.amount),
    fromAddress: row.fromAddress,
    txHash: row.txHash,
    status: row.status as Deposit['status'],
    confirmations: row.status === 'CREDITED' ? Math.max(seen, needed) : Math.min(seen, needed),
    createdAt: row.createdAt.toISOString(),
    creditedAt: iso(row.creditedAt),
  };
}
