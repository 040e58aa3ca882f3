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
import { PreparingClient } from './prepared-statements';
import { migrateQueueSchema, pgliteQueueDb, type QueueConnection } from './queue-schema';
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
  /** How the durable job queue (pg-boss) reaches this database. */
  queue: QueueConnection;
  /**
   * Applies the migrations not yet applied, and creates or upgrades the job queue's tables; on PostgreSQL one
   * starting instance at a time (`exclusively`).
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs start-up work on this database: on PostgreSQL under a session advisory
   * lock held on a connection of its own (instances started together take turns); PGlite has one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL only: connections of each pool (for metrics). */
  pools?(): Array<{ pool: string; total: number; idle: number; waiting: number }>;
  /** PGlite only: the data folder as a gzipped tarball (see pglite-template.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = join(serverRoot, 'src/db/migrations');

/**
 * Random reads cost about what sequential ones do when the data is in memory or on SSD (PostgreSQL's default of 4 is
 * for spinning disks). At 4 the planner read every quest to find the 4,000 of 100,000 matching a word prefix
 * (150 ms) rather than ask the full-text index (27 ms): docs/decisions.md, Search and speed.
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1';

/**
 * Opens PostgreSQL at `url`, or PGlite in `dataDir` ('memory://' for a throwaway database); a new PGlite database
 * starts as a copy of `template` when one is given (a migrated data folder, pglite-template.ts).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; template?: Blob }): Promise<DatabaseHandle> {
  if (opts.url) {
    // Connections stay open through a quiet minute (pg's default closes them after 10 s): opening one again costs
    // PostgreSQL a new backend, whose caches and prepared statements start empty, at the start of the next burst.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: 20,
      options: PLANNER_SETTINGS,
      idleTimeoutMillis: 60_000,
    });
    const writerPool = new pg.Pool({
      connectionString: opts.url,
      max: 4,
      options: PLANNER_SETTINGS,
      idleTimeoutMillis: 300_000,
      Client: PreparingClient,
    });
    const db = drizzlePg(pool, { schema });
    const exclusively = <T>(work: () => Promise<T>) => underAdvisoryLock(opts.url ?? '', work);
    const queue = { connectionString: opts.url, max: 4 };
    return {
      queue,
      db: db as unknown as Database,
      writer: drizzlePg(writerPool, { schema }) as unknown as Database,
      kind: 'postgres',
      migrate: () =>
        exclusively(async () => {
          await migratePg(db, { migrationsFolder });
          await migrateQueueSchema(queue);
        }),
      exclusively,
      pools: () =>
        [
          ['main', pool],
          ['writer', writerPool],
        ].map(([name, p]) => {
          const { totalCount, idleCount, waitingCount } = p as pg.Pool;
          return { pool: name as string, total: totalCount, idle: idleCount, waiting: waitingCount };
        }),
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
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', ...PLANNER_SETTINGS.split(' ')],
  });
  const db = drizzlePglite(client, { schema });
  const queue = { db: pgliteQueueDb(client) };
  return {
    queue,
    db: db as unknown as Database,
    writer: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await migrateQueueSchema(queue);
    },
    exclusively: (work) => work(),
    ping: async () => void (await db.execute(sql`select 1`)),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** The advisory lock key of start-up work (migrations, the demo seed): any fixed bigint unique to this use. */
const STARTUP_LOCK_KEY = 7_431_908_551n;

async function underAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    // Ending the session releases the lock too (and so does a process killed while holding it).
    await client.end().catch(() => undefined);
  }
}
