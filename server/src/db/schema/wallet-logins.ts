import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Wallets people sign in with (Sign-In with Ethereum): one account per address, any number per account. */
export const walletLogins = pgTable(
  'wallet_logins',
  {
    /** Checksummed (EIP-55), so one address has one spelling. */
    address: text('address').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('wallet_logins_user_idx').on(t.userId)],
);

/** Nonces handed out for wallet sign-in and linking: each works once, before it expires. */
export const siweNonces = pgTable(
  'siwe_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('siwe_nonces_expires').on(t.expiresAt)],
);
