import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { stakingActions, stakingPool, stakingPositions } from '../../server/src/db/schema/staking';
import { inTransaction, transfer } from '../../server/src/modules/ledger/ledger';
import {
  type AccountRef,
  lockedBalanceOf,
  stakingPoolAccount,
  stakingRewardsAccount,
  treasury,
} from '../../server/src/modules/ledger/ledger-accounts';
import { fundStakingRewards } from '../../server/src/modules/ledger/staking-funds';

export interface PoolSetup {
  rewardPerSecond: bigint;
  rewards: bigint;
  allocPoint?: number;
  totalAllocPoint?: number;
}

/**
 * Starts the one pool afresh for a test: what the pool and rewards accounts hold goes back to the treasury
 * through ordinary transfers (the ledger stays balanced), positions are forgotten, the emission is set.
 * Only the staking test file calls this, so its tests (which run one after another) own the pool.
 */
export async function resetStakingPool(db: Database, setup: PoolSetup): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.select().from(stakingPool).where(eq(stakingPool.id, 1)).for('update');
    const drain = async (account: AccountRef) => {
      const amount = await lockedBalanceOf(tx, account);
      if (amount > 0n) {
        await transfer(tx, {
          key: `test-reset:${randomUUID()}`,
          from: account,
          to: treasury(),
          amount,
          reason: 'STAKING_FEE',
        });
      }
    };
    await drain(stakingPoolAccount());
    await drain(stakingRewardsAccount());
    await tx.delete(stakingActions);
    await tx.delete(stakingPositions);
    await tx
      .update(stakingPool)
      .set({
        totalShares: 0n,
        totalBoostDebt: 0n,
        totalLockedAmount: 0n,
        rewardPerSecond: setup.rewardPerSecond,
        allocPoint: setup.allocPoint ?? 1,
        totalAllocPoint: setup.totalAllocPoint ?? 1,
        lastRewardTime: 0n,
        updatedAt: sql`now()`,
      })
      .where(eq(stakingPool.id, 1));
    if (setup.rewards > 0n) await fundStakingRewards(tx, { amount: setup.rewards, key: `test-fund:${randomUUID()}` });
  });
}
