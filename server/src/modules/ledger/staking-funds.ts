import type { Tx } from '../../db/executor';
import { transfer } from './ledger';
import { type AccountRef, stakingPoolAccount, stakingRewardsAccount, treasury, userAccount } from './ledger-accounts';

/** What one staking action moved (see modules/staking/staking-engine.ts `Movements`). */
export interface StakingMoves {
  emitted: bigint;
  swept: bigint;
  deposited: bigint;
  paidOut: bigint;
  fees: { performance: bigint; withdraw: bigint; overdue: bigint };
}

/**
 * The ledger side of one staking action, inside the caller's transaction: emission into the pool, the user's
 * tokens in, fees to the treasury, the payout. In that order, so the pool account never dips below zero.
 */
export async function recordStakingMoves(tx: Tx, input: { actionId: string; userId: string; moves: StakingMoves }) {
  const { actionId, userId, moves } = input;
  const pool = stakingPoolAccount();
  const legs: Array<
    [string, AccountRef, AccountRef, bigint, 'STAKING_REWARD' | 'STAKE' | 'STAKING_FEE' | 'UNSTAKE', string?]
  > = [
    ['emit', stakingRewardsAccount(), pool, moves.emitted, 'STAKING_REWARD'],
    ['stake', userAccount(userId), pool, moves.deposited, 'STAKE'],
    ['dust', pool, treasury(), moves.swept, 'STAKING_FEE', 'left in an empty pool'],
    ['performance', pool, treasury(), moves.fees.performance, 'STAKING_FEE', 'performance fee'],
    ['overdue', pool, treasury(), moves.fees.overdue, 'STAKING_FEE', 'overdue fee'],
    ['withdraw-fee', pool, treasury(), moves.fees.withdraw, 'STAKING_FEE', 'withdraw fee'],
    ['payout', pool, userAccount(userId), moves.paidOut, 'UNSTAKE'],
  ];
  for (const [leg, from, to, amount, reason, memo] of legs) {
    if (amount > 0n) await transfer(tx, { key: `staking:${actionId}:${leg}`, from, to, amount, reason, memo });
  }
}

/** Treasury → the rewards account the pool's emission draws from (the operator's `fund-staking`). */
export function fundStakingRewards(tx: Tx, input: { amount: bigint; key: string }) {
  return transfer(tx, {
    key: input.key,
    from: treasury(),
    to: stakingRewardsAccount(),
    amount: input.amount,
    reason: 'STAKING_FUND',
    memo: 'staking rewards',
  });
}

/** Rewards account → pool, when the emission is brought up to date outside a user's action (a config change). */
export async function recordEmission(tx: Tx, input: { key: string; amount: bigint }) {
  if (input.amount > 0n) {
    await transfer(tx, {
      key: input.key,
      from: stakingRewardsAccount(),
      to: stakingPoolAccount(),
      amount: input.amount,
      reason: 'STAKING_REWARD',
    });
  }
}
