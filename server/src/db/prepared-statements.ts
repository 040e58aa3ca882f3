import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './executor';

/** How many distinct statements one process names; past it, new texts run unnamed (parsed and planned each time). */
const MAX_NAMED = 400;

const names = new Map<string, string>();

/** The statement's name: its text's hash, so the same text always has the same name and two texts never share one. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `qb_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A connection that runs each statement with parameters as a named prepared statement, named by its text: PostgreSQL
 * parses, analyses and plans it on its first run on the connection and then only binds and executes it. For the
 * claim writers' few connections (db/client.ts), whose statements are a small fixed set of large CTEs run once per
 * batch: parsing and planning them again for every batch was a tenth of PostgreSQL's CPU per claim. Not for the main
 * pool, whose many dynamic statements (lists of varying length, search filters) would each stay prepared on every
 * connection; there a hot read of fixed text asks for it (executePrepared, below, or drizzle's `.prepare(name)`).
 */
export class PreparingClient extends pg.Client {
  // pg's `query` has a dozen overloads; this one looks at the first argument and hands every call on unchanged.
  override query(...args: unknown[]): never {
    const [config, values] = args as [QueryConfigLike | string, unknown];
    if (typeof config === 'object' && config !== null && typeof config.text === 'string' && config.name === undefined) {
      const params = Array.isArray(values) ? values : config.values;
      if (Array.isArray(params) && params.length > 0) {
        const name = nameOf(config.text);
        if (name) config.name = name;
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

const dialect = new PgDialect();

/**
 * Runs `query` on `db` as a named prepared statement (named by its text, as PreparingClient names the writers'):
 * for a large statement of fixed text that runs on the main pool once per batch (a claim batch's badges), which
 * PostgreSQL otherwise parses and plans on every run. PGlite runs it as any other statement.
 */
export function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}
