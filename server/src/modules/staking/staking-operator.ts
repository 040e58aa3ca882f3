import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  balanceOf,
  fundStakingRewards,
  inTransaction,
  recordEmission,
  stakingRewardsAccount,
} from '../ledger/ledger.module';
import { loadPool, savePool } from './staking.repository';
import { type Clock, systemClock } from './staking.service';
import { harvest } from './staking-engine';

export interface MasterChefInput {
  rewardPerSecond?: bigint;
  allocPoint?: number;
  totalAllocPoint?: number;
}

/** The operator's staking calls: fund the rewards account, set the emission. */
export class StakingOperator {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Treasury → rewards account; the same key never funds twice. Answers the rewards account's balance. */
  async fund(amount: bigint, key = `staking-fund:${randomUUID()}`) {
    return inTransaction(this.db, async (tx) => {
      const result = await fundStakingRewards(tx, { amount, key });
      return { replayed: result.replayed, balance: await balanceOf(tx, stakingRewardsAccount()) };
    });
  }

  /** New emission settings; what accrued under the old ones is paid into the pool first. */
  async setMasterChef(input: MasterChefInput) {
    return inTransaction(this.db, async (tx) => {
      const pool = await loadPool(tx, true);
      const emitted = harvest(pool, this.clock());
      await recordEmission(tx, { key: `staking-emission:${randomUUID()}`, amount: emitted });
      if (input.rewardPerSecond !== undefined) pool.rewardPerSecond = input.rewardPerSecond;
      if (input.allocPoint !== undefined) pool.allocPoint = BigInt(input.allocPoint);
      if (input.totalAllocPoint !== undefined) pool.totalAllocPoint = BigInt(input.totalAllocPoint);
      if (pool.allocPoint < 0n || pool.totalAllocPoint < pool.allocPoint) {
        throw new RangeError('alloc point must be between 0 and the total alloc point');
      }
      await savePool(tx, pool);
      return pool;
    });
  }
}
