import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

export const quests = pgTable(
  'quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title'),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    categoryIds: text('category_ids').array().notNull().default(sql`'{}'::text[]`),
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    // Base units (18 decimals), docs/domain.md Money.
    rewardAmount: numeric('reward_amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull().default(sql`0`),
    /** First come only: paid from the escrow to whoever brought a participant, with that participant's reward (0 = none). */
    referralBonus: numeric('referral_bonus', { precision: 78, scale: 0, mode: 'bigint' }).notNull().default(sql`0`),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    status: text('status', { enum: ['DRAFT', 'PUBLISHED', 'ENDED'] })
      .notNull()
      .default('DRAFT'),
    /** ONCE, DAILY, WEEKLY or MONTHLY (contract QUEST_RECURRENCES): each period (UTC) is a new participation. */
    recurrence: text('recurrence', { enum: ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] })
      .notNull()
      .default('ONCE'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quests_title_per_brand').on(t.brandId, sql`lower(${t.title})`),
    uniqueIndex('quests_slug_unique').on(t.slug),
    index('quests_brand_created').on(t.brandId, t.createdAt),
    index('quests_status_created').on(t.status, t.createdAt),
    index('quests_categories').using('gin', t.categoryIds),
    check('quests_status_known', sql`${t.status} in ('DRAFT', 'PUBLISHED', 'ENDED')`),
    check('quests_recurrence_known', sql`${t.recurrence} in ('ONCE', 'DAILY', 'WEEKLY', 'MONTHLY')`),
    check('quests_reward_not_negative', sql`${t.rewardAmount} >= 0`),
    check('quests_referral_bonus_not_negative', sql`${t.referralBonus} >= 0`),
    check('quests_end_after_start', sql`${t.endAt} is null or ${t.startAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
);
export type QuestRow = typeof quests.$inferSelect;

export interface ConditionParamsValue {
  url?: string;
  handle?: string;
  question?: string;
  options?: string[];
  answerIndex?: number;
  chainId?: number;
  contract?: string;
  minAmount?: string;
  tokenId?: string;
  atBlock?: number;
  event?: string;
  personArg?: string;
  standard?: 'ERC20' | 'ERC721' | 'ERC1155';
  symbol?: string;
  decimals?: number;
}

export const questConditions = pgTable(
  'quest_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    action: text('action').notNull(),
    params: jsonb('params').$type<ConditionParamsValue>().notNull().default({}),
    position: integer('position').notNull(),
  },
  (t) => [index('quest_conditions_quest').on(t.questId, t.position)],
);
export type QuestConditionRow = typeof questConditions.$inferSelect;

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    resultType: text('result_type', { enum: ['LINK', 'TEXT', 'IMAGE'] }).notNull(),
    /** AUTO: a result is accepted when sent; MANUAL: it waits for the brand owner's review. */
    review: text('review', { enum: ['AUTO', 'MANUAL'] })
      .notNull()
      .default('MANUAL'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_position_per_quest').on(t.questId, t.position),
    check('tasks_result_type_known', sql`${t.resultType} in ('LINK', 'TEXT', 'IMAGE')`),
    check('tasks_review_known', sql`${t.review} in ('AUTO', 'MANUAL')`),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
