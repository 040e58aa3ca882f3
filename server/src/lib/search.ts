import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { searchWords } from './full-text';

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

/**
 * A keyword's words close to a word of one of `columns` (one letter changed, missing or added: "Dupomt" finds
 * "Marie Dupont"): pg_trgm's strict word similarity at least 0.3, or at least 0.25 when a word of the value starts
 * with the keyword's first letter — the bar `correctWords` sets for quest and brand words. `closeness` orders the
 * closest first. The `<<%` operator (answered by a column's gin_trgm_ops index) needs the threshold lowered to 0.25
 * first, in the same transaction: `lowerNearWordThreshold`. Undefined for a keyword of fewer than 3 letters.
 */
export function nearWords(keyword: string, columns: readonly AnyColumn[]): { where: SQL; closeness: SQL } | undefined {
  const text = searchWords(keyword).join(' ');
  if (text.length < 3 || columns.length === 0) return undefined;
  const initial = `(^|[^[:alnum:]])${text.slice(0, 1)}`;
  const values = columns.map((column) => sql`coalesce(${column}, '')`);
  const closeness = sql`greatest(${sql.join(
    values.map((value) => sql`strict_word_similarity(${text}, ${value})`),
    sql`, `,
  )})`;
  const where = sql`((${sql.join(
    columns.map((column) => sql`${text} <<% ${column}`),
    sql` or `,
  )}) and (${closeness} >= 0.3 or ${sql.join(
    values.map((value) => sql`${value} ~* ${initial}`),
    sql` or `,
  )}))`;
  return { where, closeness };
}

/** For the rest of the transaction, `<<%` keeps words at least 0.25 alike (see `nearWords`). */
export const lowerNearWordThreshold = sql`select set_config('pg_trgm.strict_word_similarity_threshold', '0.25', true)`;
