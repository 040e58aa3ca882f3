import type { BalanceHistoryItem } from '@questboard/contract/balances';

/** Reasons the ledger writes on a person's movements, each with its own words under `wallet.reason`. */
const KNOWN = new Set([
  'CREDIT',
  'PUBLISH',
  'DEPOSIT',
  'CLAIM',
  'RECLAIM',
  'FEE',
  'WITHDRAW',
  'CHAIN_DEPOSIT',
  'REFUND',
  'STAKE',
  'UNSTAKE',
  'STAKING_REWARD',
  'STAKING_FEE',
  'SEASON_FUND',
  'SEASON_PRIZE',
  'SEASON_RETURN',
  'REFERRAL_BONUS',
]);

/**
 * The `wallet.reason` key naming a balance movement. Memos are the ledger's own notes (a transaction hash, "withdrawal
 * fee") and never a title: a fee outside any quest is the withdrawal's, one of a quest is the platform's.
 */
export function historyReasonKey(item: Pick<BalanceHistoryItem, 'reason' | 'questId'>): string {
  if (item.reason === 'FEE' && !item.questId) return 'wallet.reason.WITHDRAW_FEE';
  return `wallet.reason.${KNOWN.has(item.reason) ? item.reason : 'OTHER'}`;
}
