import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Activation codes and password-reset secrets, stored as HMACs, expiring, with a try counter. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** For an activation code: the password of the sign-up that asked for it, set when the code is used. */
    passwordHash: text('password_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_user_purpose_idx').on(t.userId, t.purpose),
    check(
      'email_codes_purpose_known',
      sql`${t.purpose} in ('REGISTER', 'RESET_PASSWORD', 'WITHDRAW', 'ADDRESS_CHANGE', 'ADD_EMAIL', 'WALLET_LINK')`,
    ),
  ],
);
