import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/helpers/test-env';
import { DEMO_BRANDS } from '../cli/demo-data';
import { seedIfEmpty } from '../cli/demo-seed';
import { loadConfig } from '../config';
import { DiskStorage } from '../lib/storage';
import { openDatabase } from './client';
import { rowsOf } from './executor';
import { brands } from './schema/brands';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'SKIPPED start-up lock test: it needs TEST_DATABASE_URL (several processes share one PostgreSQL server; ' +
      'embedded PGlite belongs to one process).',
  );
}

/** The URL of another database on the test server. */
function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(serverUrl)('instances started together on an empty PostgreSQL database', () => {
  const name = `qb_startup_${process.pid}_${Date.now()}`;
  const uploads = mkdtempSync(join(tmpdir(), 'qb-startup-'));
  beforeAll(() => admin(`create database ${name}`));
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(uploads, { recursive: true, force: true });
  });

  it('all come up: migrations applied once, the demo loaded once', async () => {
    const config = loadConfig(testEnv({ DATABASE_URL: databaseUrl(name) }));
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrl(name) })));
    try {
      // What main.ts does before it listens, in three instances at the same moment.
      const started = await Promise.all(
        instances.map(async (database) => {
          await database.migrate();
          return seedIfEmpty(database, new DiskStorage(uploads), config);
        }),
      );
      expect(started.filter((seeded) => seeded !== null)).toHaveLength(1);
      const [first] = instances;
      if (!first) throw new Error('no instance');
      const [brandCount] = await first.db.select({ n: count() }).from(brands);
      expect(brandCount?.n).toBe(DEMO_BRANDS.length);
      const applied = rowsOf<{ hash: string; n: number }>(
        await first.db.execute(
          sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
        ),
      );
      expect(applied).toEqual([]);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
