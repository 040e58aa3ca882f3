import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { stakingActions, stakingPool, stakingPositions } from '../../db/schema/staking';
import { balanceOf, lockedBalanceOf, stakingPoolAccount, stakingRewardsAccount } from '../ledger/ledger.module';
import { EMPTY_POSITION, type PoolState, type Position } from './staking-engine';

export type StakingActionRow = typeof stakingActions.$inferSelect;

const POOL_ID = 1;

async function poolRow(db: Executor, lock: boolean) {
  const query = db.select().from(stakingPool).where(eq(stakingPool.id, POOL_ID));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('the staking pool row is missing (migration 0011)');
  return row;
}

/**
 * The pool with its ledger balances. With `lock`, the pool row and both accounts stay locked until the
 * transaction ends: every staking action takes this lock first, so actions on the pool run one at a time.
 */
export async function loadPool(db: Executor, lock = false): Promise<PoolState> {
  const row = await poolRow(db, lock);
  const read = lock ? lockedBalanceOf : balanceOf;
  return {
    totalShares: row.totalShares,
    totalBoostDebt: row.totalBoostDebt,
    totalLockedAmount: row.totalLockedAmount,
    balance: await read(db, stakingPoolAccount()),
    rewardPerSecond: row.rewardPerSecond,
    allocPoint: BigInt(row.allocPoint),
    totalAllocPoint: BigInt(row.totalAllocPoint),
    lastRewardTime: row.lastRewardTime,
    rewardsBalance: await read(db, stakingRewardsAccount()),
  };
}

export async function savePool(tx: Tx, pool: PoolState): Promise<void> {
  await tx
    .update(stakingPool)
    .set({
      totalShares: pool.totalShares,
      totalBoostDebt: pool.totalBoostDebt,
      totalLockedAmount: pool.totalLockedAmount,
      rewardPerSecond: pool.rewardPerSecond,
      allocPoint: Number(pool.allocPoint),
      totalAllocPoint: Number(pool.totalAllocPoint),
      lastRewardTime: pool.lastRewardTime,
      updatedAt: new Date(),
    })
    .where(eq(stakingPool.id, POOL_ID));
}

/** A user's position (empty when they never staked); `lock` holds its row for the transaction. */
export async function loadPosition(db: Executor, userId: string, lock = false): Promise<Position> {
  const query = db.select().from(stakingPositions).where(eq(stakingPositions.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { ...EMPTY_POSITION };
  const { userId: _, updatedAt: __, ...position } = row;
  return position;
}

export async function savePosition(tx: Tx, userId: string, position: Position): Promise<void> {
  const values = { ...position, updatedAt: new Date() };
  await tx
    .insert(stakingPositions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: stakingPositions.userId, set: values });
}

/** Every position, for invariant checks and the operator. */
export async function allPositions(db: Executor): Promise<Array<Position & { userId: string }>> {
  const rows = await db.select().from(stakingPositions);
  return rows.map(({ updatedAt: _, ...row }) => row);
}

export async function findAction(db: Executor, userId: string, key: string): Promise<StakingActionRow | undefined> {
  const [row] = await db
    .select()
    .from(stakingActions)
    .where(and(eq(stakingActions.userId, userId), eq(stakingActions.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertAction(tx: Tx, values: typeof stakingActions.$inferInsert): Promise<StakingActionRow> {
  const [row] = await tx.insert(stakingActions).values(values).returning();
  if (!row) throw new Error('staking action not recorded');
  return row;
}

/** The user's last actions, oldest first (the value chart). */
export async function recentActions(db: Executor, userId: string, limit: number): Promise<StakingActionRow[]> {
  const rows = await db
    .select()
    .from(stakingActions)
    .where(eq(stakingActions.userId, userId))
    .orderBy(desc(stakingActions.at), desc(stakingActions.createdAt))
    .limit(limit);
  return rows.reverse();
}
