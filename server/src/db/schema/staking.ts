import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Base units (tokens) or share units as numeric(78,0), read and written as bigint. */
const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });
/** Unix time in whole seconds (0 = never), the pool's own clock unit. */
const unixSeconds = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/**
 * The one staking pool (docs/staking.md): its share accounting and the operator's master-chef config.
 * Its token balance R is the STAKING_POOL ledger account; every action locks this row first.
 */
export const stakingPool = pgTable(
  'staking_pool',
  {
    id: integer('id').primaryKey(),
    totalShares: units('total_shares').notNull().default(sql`0`),
    totalBoostDebt: units('total_boost_debt').notNull().default(sql`0`),
    totalLockedAmount: units('total_locked_amount').notNull().default(sql`0`),
    rewardPerSecond: units('reward_per_second').notNull().default(sql`0`),
    allocPoint: integer('alloc_point').notNull().default(1),
    totalAllocPoint: integer('total_alloc_point').notNull().default(1),
    lastRewardTime: unixSeconds('last_reward_time'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staking_pool_single', sql`${t.id} = 1`),
    check(
      'staking_pool_not_negative',
      sql`${t.totalShares} >= 0 and ${t.totalBoostDebt} >= 0 and ${t.totalLockedAmount} >= 0 and ${t.rewardPerSecond} >= 0`,
    ),
    check('staking_pool_alloc', sql`${t.allocPoint} >= 0 and ${t.totalAllocPoint} >= ${t.allocPoint}`),
  ],
);

/** One user's position in the pool (CakePool's UserInfo). */
export const stakingPositions = pgTable(
  'staking_positions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    shares: units('shares').notNull().default(sql`0`),
    lastDepositedTime: unixSeconds('last_deposited_time'),
    cakeAtLastUserAction: units('cake_at_last_user_action').notNull().default(sql`0`),
    lastUserActionTime: unixSeconds('last_user_action_time'),
    lockStartTime: unixSeconds('lock_start_time'),
    lockEndTime: unixSeconds('lock_end_time'),
    userBoostedShare: units('user_boosted_share').notNull().default(sql`0`),
    locked: boolean('locked').notNull().default(false),
    lockedAmount: units('locked_amount').notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staking_positions_not_negative',
      sql`${t.shares} >= 0 and ${t.userBoostedShare} >= 0 and ${t.lockedAmount} >= 0 and ${t.cakeAtLastUserAction} >= 0`,
    ),
  ],
);

/** Every staking action a user took: the history behind the position chart and the idempotency record. */
export const stakingActions = pgTable(
  'staking_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    idempotencyKey: text('idempotency_key'),
    amount: units('amount').notNull(),
    performanceFee: units('performance_fee').notNull(),
    withdrawFee: units('withdraw_fee').notNull(),
    overdueFee: units('overdue_fee').notNull(),
    valueAfter: units('value_after').notNull(),
    at: bigint('at', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staking_actions_idempotency').on(t.userId, t.idempotencyKey),
    index('staking_actions_user_at').on(t.userId, t.at),
    check('staking_actions_kind', sql`${t.action} in ('DEPOSIT', 'EXTEND', 'WITHDRAW', 'UNLOCK')`),
  ],
);
export type StakingPoolRow = typeof stakingPool.$inferSelect;
export type StakingPositionRow = typeof stakingPositions.$inferSelect;
