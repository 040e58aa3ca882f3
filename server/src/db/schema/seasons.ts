import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { quests } from './quests';

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * A brand's season: a window (UTC instants) and its quests, with an optional prize pool (a top-N prize table, or an
 * amount shared in proportion to XP). Publishing moves the pool from the owner's balance into the season's escrow
 * (ledger kind SEASON_ESCROW); `settledAt` says its end-of-season payout ran (season_payouts holds who got what).
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('DRAFT'),
    prizeMode: text('prize_mode').notNull().default('NONE'),
    pool: units('pool').notNull().default(sql`0`),
    prizes: jsonb('prizes').$type<Array<{ places: number; amount: string }>>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paid: units('paid'),
    returned: units('returned'),
    /** At the payout: the XP of everyone on the final board (a proportional pool's divisor). */
    totalXp: bigint('total_xp', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seasons_brand').on(t.brandId, t.startAt.desc()),
    index('seasons_unsettled').on(t.endAt).where(sql`${t.status} = 'PUBLISHED' and ${t.settledAt} is null`),
    check('seasons_window', sql`${t.endAt} > ${t.startAt}`),
    check('seasons_status_known', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('seasons_prize_mode_known', sql`${t.prizeMode} in ('NONE', 'TOP_N', 'PROPORTIONAL')`),
    check('seasons_pool_not_negative', sql`${t.pool} >= 0`),
  ],
);
export type SeasonRow = typeof seasons.$inferSelect;

/** The quests of a season: a quest is in at most one season (its id is the key). */
export const seasonQuests = pgTable(
  'season_quests',
  {
    questId: uuid('quest_id')
      .primaryKey()
      .references(() => quests.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
  },
  (t) => [index('season_quests_season').on(t.seasonId)],
);

/** Who a season's pool paid, at which place, for how much XP (one row per person, written with the payout). */
export const seasonPayouts = pgTable(
  'season_payouts',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    place: integer('place').notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    amount: units('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.userId] })],
);

/**
 * Each person's XP on a season's board: the sum of their xp_entries from the season's quests within its window, kept
 * in the transaction that adds the entries (awardXp) and filled at the season's creation (the entries it already
 * holds, under a lock on season_quests). `reachedAt` is the time of their last counted entry (ties go to who reached
 * it first). A page is a walk of the rank index, a rank two counts over its front.
 */
export const xpSeasonTotals = pgTable(
  'xp_season_totals',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId] }),
    index('xp_season_totals_rank').on(t.seasonId, t.xp.desc(), t.reachedAt, t.userId).where(sql`${t.xp} > 0`),
  ],
);

/** The same per brand: each person's XP from the brand's quests, all time (the brand board's "all"). */
export const xpBrandTotals = pgTable(
  'xp_brand_totals',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.userId] }),
    index('xp_brand_totals_rank').on(t.brandId, t.xp.desc(), t.reachedAt, t.userId).where(sql`${t.xp} > 0`),
  ],
);

/** The same per brand and week (weeks start Monday 00:00 UTC): the brand board's "this week". */
export const xpBrandWeeks = pgTable(
  'xp_brand_weeks',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    xp: bigint('xp', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.week, t.userId] }),
    index('xp_brand_weeks_rank').on(t.brandId, t.week, t.xp.desc(), t.reachedAt, t.userId).where(sql`${t.xp} > 0`),
  ],
);
