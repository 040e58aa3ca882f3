import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Each person's referral code (made the first time they ask for their link). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_unique').on(t.code)],
);

/**
 * Who brought whom: written once, in the transaction that makes the referred account (so a referred account is always
 * newer than its referrer, and no chain of referrals can loop). Only `counted_at` ever changes, once, from null: a
 * trigger refuses anything else. Counted = the referred person activated and had a first quest paid; the referrer's
 * XP (source REFERRAL, source id = this row) is written in that same transaction.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredId: uuid('referred_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    countedAt: timestamp('counted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_referred_unique').on(t.referredId),
    index('referrals_referrer').on(t.referrerId),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);
export type ReferralRow = typeof referrals.$inferSelect;
