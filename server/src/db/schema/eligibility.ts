import type { EligibilityRule } from '@questboard/contract/eligibility';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { quests } from './quests';
import { users } from './users';

/** A quest's eligibility rules (issue 41), set while a draft; no row: everyone may take part. */
export const questEligibility = pgTable(
  'quest_eligibility',
  {
    questId: uuid('quest_id')
      .primaryKey()
      .references(() => quests.id, { onDelete: 'cascade' }),
    rules: jsonb('rules').$type<EligibilityRule[]>().notNull().default([]),
    // The highest risk score (0-100, modules/eligibility/risk-score.ts) paid at claim; null: no maximum.
    maxRisk: integer('max_risk'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('quest_eligibility_max_risk_range', sql`${t.maxRisk} is null or ${t.maxRisk} between 0 and 100`)],
);

/** A refused person's appeal of a quest's rules and the brand's decision; one per person and quest, kept. */
export const questAppeals = pgTable(
  'quest_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quest_appeals_quest_user_unique').on(t.questId, t.userId),
    index('quest_appeals_quest_status').on(t.questId, t.status, t.createdAt),
    check('quest_appeals_status_known', sql`${t.status} in ('PENDING', 'ACCEPTED', 'REFUSED')`),
  ],
);
export type QuestAppealRow = typeof questAppeals.$inferSelect;

/**
 * The identities (a proven wallet address, a connected social account) each person took part in a quest with: one
 * identity takes part in a quest through one account only, even after it is disconnected and connected elsewhere.
 */
export const questIdentities = pgTable(
  'quest_identities',
  {
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    // WALLET (lower-case address) or a network (TWITTER, DISCORD…) with the provider's account id.
    kind: text('kind').notNull(),
    identity: text('identity').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questId, t.kind, t.identity] })],
);
