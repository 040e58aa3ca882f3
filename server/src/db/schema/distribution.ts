import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { quests } from './quests';

const units = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** A prize table line as stored: `places` ranks each paid `amount` base units (decimal string). */
export interface StoredPrizeTier {
  places: number;
  amount: string;
}

/**
 * How a quest's pool is paid (issue 38) and, once it ended, what its settlement did. No row means FIRST_COME.
 * OPEN until the end; a raffle is FROZEN between freezing its list and the draw; SETTLED once paid (exactly once).
 */
export const questDistributions = pgTable(
  'quest_distributions',
  {
    questId: uuid('quest_id')
      .primaryKey()
      .references(() => quests.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['FIRST_COME', 'EQUAL_SPLIT', 'RAFFLE', 'TOP_N'] }).notNull(),
    winners: integer('winners'),
    score: text('score', { enum: ['POINTS', 'TIME'] }),
    prizes: jsonb('prizes').$type<StoredPrizeTier[]>().notNull().default([]),
    state: text('state', { enum: ['OPEN', 'FROZEN', 'SETTLED'] })
      .notNull()
      .default('OPEN'),
    listHash: text('list_hash'),
    eligible: integer('eligible'),
    targetBlock: bigint('target_block', { mode: 'bigint' }),
    seed: text('seed'),
    pool: units('pool'),
    share: units('share'),
    paid: units('paid'),
    returned: units('returned'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quest_distributions_mode_known', sql`${t.mode} in ('FIRST_COME', 'EQUAL_SPLIT', 'RAFFLE', 'TOP_N')`),
    check('quest_distributions_state_known', sql`${t.state} in ('OPEN', 'FROZEN', 'SETTLED')`),
    check('quest_distributions_winners_positive', sql`${t.winners} is null or ${t.winners} >= 1`),
    index('quest_distributions_unsettled').on(t.state).where(sql`${t.state} <> 'SETTLED'`),
  ],
);
export type QuestDistributionRow = typeof questDistributions.$inferSelect;

/**
 * A quest's frozen list at its end: every participant who completed before it, with their pseudonymous id and,
 * once paid, their place (order drawn, or rank) and amount. The public list is this table in pseudonym order.
 */
export const distributionEntries = pgTable(
  'distribution_entries',
  {
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    // No foreign key: the list is frozen from user_quests (which holds one) at the end, and a check per row was a
    // large part of freezing 200,000 entries.
    userId: uuid('user_id').notNull(),
    pseudonym: text('pseudonym').notNull(),
    place: integer('place'),
    amount: units('amount'),
  },
  (t) => [
    primaryKey({ columns: [t.questId, t.userId] }),
    index('distribution_entries_paid').on(t.questId, t.place).where(sql`${t.place} is not null`),
  ],
);
