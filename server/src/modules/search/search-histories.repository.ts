import { SEARCH_LIMITS } from '@questboard/contract/search';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type SearchHistoryRow, searchHistories } from '../../db/schema/search';

/** Puts `keyword` on top of the user's recent searches (once per spelling, ignoring case) and keeps the newest few. */
export async function rememberSearch(db: Executor, userId: string, keyword: string): Promise<void> {
  await db.execute(sql`insert into search_histories (user_id, keyword) values (${userId}, ${keyword})
    on conflict (user_id, lower(keyword)) do update set keyword = excluded.keyword, searched_at = now()`);
  await db.execute(sql`delete from search_histories where user_id = ${userId} and id not in (
    select id from search_histories where user_id = ${userId} order by searched_at desc limit ${SEARCH_LIMITS.historiesMax})`);
}

export function recentSearches(db: Executor, userId: string): Promise<SearchHistoryRow[]> {
  return db
    .select()
    .from(searchHistories)
    .where(eq(searchHistories.userId, userId))
    .orderBy(desc(searchHistories.searchedAt))
    .limit(SEARCH_LIMITS.historiesMax);
}

/** Deletes one of the user's searches; false when there is no such search of theirs. */
export async function forgetSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(searchHistories)
    .where(and(eq(searchHistories.id, id), eq(searchHistories.userId, userId)))
    .returning({ id: searchHistories.id });
  return rows.length > 0;
}

export async function forgetAllSearches(db: Executor, userId: string): Promise<void> {
  await db.delete(searchHistories).where(eq(searchHistories.userId, userId));
}
