import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A signed-in user's recent searches (`GET /search/histories`). Searching the same words again moves
 * the entry to the top instead of adding a second one.
 */
export const searchHistories = pgTable(
  'search_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_histories_user_keyword').on(t.userId, sql`lower(${t.keyword})`),
    index('search_histories_user_recent').on(t.userId, t.searchedAt),
  ],
);
export type SearchHistoryRow = typeof searchHistories.$inferSelect;

/**
 * Every word of a quest title or brand name (lower case, as written): the vocabulary a misspelt keyword is
 * corrected against ("swp" → "swap"). Filled by the quests trigger of migration 0013; never pruned, since a
 * stale word only costs a correction that then finds nothing.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
});
