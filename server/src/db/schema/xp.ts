import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * XP as an append-only ledger: every point a person has is one row here with where it came from (a quest's
 * completion, a condition, a task, a streak, a referral, a correction). A row is never updated (a trigger refuses
 * it); a correction is a new row. The unique key makes each source count once per person, so a retried award adds
 * nothing.
 */
export const xpEntries = pgTable(
  'xp_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** One of the contract's XP_SOURCES. */
    source: text('source').notNull(),
    /** What earned it: the participation for QUEST, the check or result for CONDITION / TASK, … */
    sourceId: uuid('source_id').notNull(),
    /** The quest it came from, when it came from one (per-brand and per-season boards read it). */
    questId: uuid('quest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('xp_entries_source').on(t.userId, t.source, t.sourceId),
    index('xp_entries_user_created').on(t.userId, t.createdAt.desc()),
    // Season and brand boards sum a set of quests' XP over a window (migration 0048 adds INCLUDE (user_id, amount)).
    index('xp_entries_quest').on(t.questId, t.createdAt).where(sql`${t.questId} is not null`),
    check('xp_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check(
      'xp_entries_source_known',
      sql`${t.source} in ('QUEST', 'CONDITION', 'TASK', 'STREAK', 'REFERRAL', 'CORRECTION')`,
    ),
  ],
);
export type XpEntryRow = typeof xpEntries.$inferSelect;

/**
 * Each person's XP: the sum of their xp_entries, kept in the transaction that adds them (a test holds it to the
 * sum; awardXp refuses a change that would take one below zero — not a CHECK, which an upsert's proposed row would
 * trip). `reachedAt` is when the total became what it is: equal totals rank by who reached them first.
 */
export const xpTotals = pgTable(
  'xp_totals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The leaderboard's order: a page is a walk of this index, a rank a count over its front.
    index('xp_totals_rank').on(t.xp.desc(), t.reachedAt, t.userId).where(sql`${t.xp} > 0`),
  ],
);

/** The same sum per person and week (weeks start Monday 00:00 UTC): the "this week" board. */
export const xpWeeks = pgTable(
  'xp_weeks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.week] }),
    index('xp_weeks_rank').on(t.week, t.xp.desc(), t.reachedAt, t.userId).where(sql`${t.xp} > 0`),
  ],
);
