import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { questConditions, quests, tasks } from './quests';
import { users } from './users';

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** A quest's money state beside its authoring row: when it was ended and when its escrow was reclaimed. */
export const questFunding = pgTable('quest_funding', {
  questId: uuid('quest_id')
    .primaryKey()
    .references(() => quests.id, { onDelete: 'restrict' }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  reclaimedAt: timestamp('reclaimed_at', { withTimezone: true }),
  reclaimedAmount: units('reclaimed_amount'),
});

/**
 * One participant in one quest and period (docs/domain.md, Participation): a quest that happens once has one row
 * per person (period ''); a recurring one has a row per period the person took part in (the period's first day,
 * YYYY-MM-DD, UTC: docs/streaks.md), each with its own claim.
 */
export const userQuests = pgTable(
  'user_quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['STARTED', 'COMPLETED', 'CLAIMED'] })
      .notNull()
      .default('STARTED'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedAmount: units('claimed_amount'),
    period: text('period').notNull().default(''),
  },
  (t) => [
    uniqueIndex('user_quests_one_per_period').on(t.questId, t.userId, t.period),
    index('user_quests_quest_started').on(t.questId, t.startedAt),
    index('user_quests_quest_completed').on(t.questId, t.completedAt).where(sql`${t.completedAt} is not null`),
    index('user_quests_user_completed').on(t.userId, t.completedAt),
    // Who completed anything lately (the streak reminders' candidates): a range on the time alone.
    index('user_quests_completed').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    check('user_quests_status_known', sql`${t.status} in ('STARTED', 'COMPLETED', 'CLAIMED')`),
  ],
);
export type UserQuestRow = typeof userQuests.$inferSelect;

/** OPEN: nothing decided yet (a link opened, a wrong quiz answer); PENDING: waiting for the owner's review. */
const CHECK_STATES = ['OPEN', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
const checkStatus = (name: string) => text(name, { enum: CHECK_STATES }).notNull().default('OPEN');

/** A participant's check of one condition: verified by the platform, or waiting for the owner's review. */
export const conditionChecks = pgTable(
  'condition_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questConditionId: uuid('quest_condition_id')
      .notNull()
      .references(() => questConditions.id, { onDelete: 'cascade' }),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: checkStatus('status'),
    /** VISIT_LINK: when the link was opened through Questboard. */
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    proof: text('proof'),
    wrongAnswers: integer('wrong_answers').notNull().default(0),
    /** Social conditions: automatic checks that did not pass (after two the participant may ask for review). */
    failedChecks: integer('failed_checks').notNull().default(0),
    /** Social conditions the provider held back (rate limit, outage): when the platform checks again by itself. */
    recheckAt: timestamp('recheck_at', { withTimezone: true }),
    // The network whose account must be connected (or connected again) before the automatic check can pass.
    connectNetwork: text('connect_network'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('condition_checks_recheck').on(t.recheckAt).where(sql`${t.recheckAt} is not null`),
    uniqueIndex('condition_checks_one_per_user').on(t.questConditionId, t.userId),
    check('condition_checks_status_known', sql`${t.status} in ('OPEN', 'PENDING', 'VERIFIED', 'REJECTED')`),
    index('condition_checks_review').on(t.questId, t.status, t.updatedAt),
  ],
);

/** A participant's submitted result of one task. */
export const taskResults = pgTable(
  'task_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result').notNull(),
    status: checkStatus('status'),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_results_one_per_user').on(t.taskId, t.userId),
    check('task_results_status_known', sql`${t.status} in ('OPEN', 'PENDING', 'VERIFIED', 'REJECTED')`),
    index('task_results_review').on(t.questId, t.status, t.updatedAt),
  ],
);

/** Who follows which brand here (the FOLLOW_BRAND condition checks it). */
export const brandFollows = pgTable(
  'brand_follows',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.userId] }), index('brand_follows_user').on(t.userId)],
);
