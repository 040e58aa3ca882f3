import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rowsOf } from './executor';
import { executePrepared, PreparingClient } from './prepared-statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prepared = async (client: pg.Client) =>
  (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements')).rows;

describe('named prepared statements', () => {
  it('answer a hot read as the same statement unnamed would, on either database', async () => {
    const twice = async () =>
      rowsOf<{ n: number }>(await executePrepared(t.app.ctx.db, sql`select ${41}::int + 1 as n`))[0]?.n;
    expect(await twice()).toBe(42);
    expect(await twice()).toBe(42);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a writer connection prepares each parameterised text once, under a name of its own, and leaves the rest unnamed',
    async () => {
      // Seen as the pg.Client it is to its pool (its override keeps pg's behaviour and signatures).
      const client: pg.Client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const sum = 'select $1::int + $2::int as n';
        for (const [a, b] of [
          [1, 2],
          [3, 4],
        ]) {
          // As drizzle sends it: a config object with the text and the values.
          expect((await client.query({ text: sum, values: [a, b] })).rows).toEqual([{ n: (a ?? 0) + (b ?? 0) }]);
        }
        const product = 'select $1::int * $2::int as n';
        expect((await client.query({ text: product, values: [6, 7] })).rows).toEqual([{ n: 42 }]);
        await client.query('select 1 as plain');

        const named = await prepared(client);
        expect(named.map((p) => p.statement).sort()).toEqual([product, sum].sort());
        expect(new Set(named.map((p) => p.name)).size).toBe(2);
        for (const p of named) expect(p.name).toMatch(/^qb_/);
      } finally {
        await client.end();
      }
    },
  );
});
