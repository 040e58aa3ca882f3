import type { Database } from './client';

/** A transaction handle of our database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a repository can run a query on: the database or a transaction in progress. */
export type Executor = Database | Tx;

/** The SQLSTATE of a PostgreSQL error (pg and PGlite alike, also when wrapped by drizzle), if any. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for PostgreSQL's unique-violation error. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** The rows of a raw `execute` answer: node-postgres gives a result with `rows`, PGlite's driver the rows or that. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
