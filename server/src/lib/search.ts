import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `text` with LIKE's wildcards escaped, so that a keyword matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `column ILIKE '%keyword%'`, answered by the column's pg_trgm GIN index (migration 0003) rather than a scan.
 * Keywords shorter than 3 characters still work; the planner may then prefer another index.
 */
export function ilikeContains(column: AnyColumn, keyword: string): SQL {
  return sql`${column} ilike ${`%${escapeLike(keyword)}%`}`;
}
