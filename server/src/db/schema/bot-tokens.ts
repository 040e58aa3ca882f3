import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Bot-check payloads already accepted, so each is accepted once (across every instance). */
export const usedBotTokens = pgTable(
  'used_bot_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_bot_tokens_expires_idx').on(t.expiresAt)],
);
