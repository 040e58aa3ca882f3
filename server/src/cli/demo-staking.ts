import { parseTokens } from '@questboard/contract/money';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { creditUser } from '../modules/ledger/ledger.module';
import { StakingOperator, StakingService, stakingParams } from '../modules/staking/staking.module';

/** What the demo's rewards account holds: about three years of the emission below. */
const DEMO_REWARDS = '20000';
/** Tokens per second: with the demo stake, a flexible APY near 30 %, and more for longer locks. */
const DEMO_REWARD_PER_SECOND = '0.0002';
/** The demo brand owner's flexible stake, so the pool is not empty and its APY is a number. */
const DEMO_STAKE = '20000';

/**
 * The demo's staking pool pays from the first visit: the rewards account is funded, the emission runs, and the demo
 * owner has a stake in the pool (an empty pool has no APY). Every movement goes through the ledger, keyed once.
 */
export async function seedDemoStaking(db: Database, config: Pick<Config, 'staking'>, ownerId: string): Promise<void> {
  const operator = new StakingOperator(db);
  await operator.fund(parseTokens(DEMO_REWARDS), 'demo-seed:staking-rewards');
  await operator.setMasterChef({ rewardPerSecond: parseTokens(DEMO_REWARD_PER_SECOND) });
  await creditUser(db, {
    userId: ownerId,
    amount: parseTokens(DEMO_STAKE),
    reason: 'Demo data staking',
    key: 'demo-seed:staking-stake',
  });
  await new StakingService(db, stakingParams(config.staking)).deposit(
    ownerId,
    { amount: DEMO_STAKE, lockDuration: 0, preview: false },
    'demo-seed:staking-deposit',
  );
}
