import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * For group-committing writers (claims): on PostgreSQL a few connections of their own, so that their batches
   * never queue behind the many short reads of the main pool; on PGlite the same database.
   */
  writer: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball (see pglite-template.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = join(serverRoot, 'src/db/migrations');

/**
 * Opens PostgreSQL at `url`, or PGlite in `dataDir` ('memory://' for a throwaway database); a new PGlite database
 * starts as a copy of `template` when one is given (a migrated data folder, pglite-template.ts).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; template?: Blob }): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 20 });
    const writerPool = new pg.Pool({ connectionString: opts.url, max: 4 });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      writer: drizzlePg(writerPool, { schema }) as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await Promise.all([pool.end(), writerPool.end()]);
      },
    };
  }
  const client = await PGlite.create(opts.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(opts.template ? { loadDataDir: opts.template } : {}),
    // PostgreSQL's default 128 MB of shared buffers sits in the WebAssembly heap (the files are in the operating
    // system's cache anyway): 32 MB keeps an idle server on a loaded database far smaller.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    writer: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
