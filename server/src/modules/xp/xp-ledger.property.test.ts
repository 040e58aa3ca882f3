import { randomUUID } from 'node:crypto';
import { XP_SOURCES } from '@questboard/contract/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParticipants } from '../../../../test/factories/rewards';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { inTransaction } from '../ledger/ledger.module';
import { awardXp, type XpAward } from './xp-ledger';

let t: TestApp;
let people: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  people = (await buildParticipants(t.app, 3)).map((p) => p.id);
});
afterAll(() => t.close());

/** Each person's total, their entries' sum and this week's total, as the database holds them. */
async function held(): Promise<Map<string, { total: number; sum: number; week: number }>> {
  const rows = rowsOf<{ user_id: string; total: string | null; sum: string | null; week: string | null }>(
    await t.app.ctx.db.execute(sql`
      select u.id as user_id, t.xp::text as total,
        (select sum(amount) from xp_entries e where e.user_id = u.id)::text as sum,
        (select w.xp from xp_weeks w
         where w.user_id = u.id and w.week = date_trunc('week', now() at time zone 'UTC')::date)::text as week
      from users u left join xp_totals t on t.user_id = u.id
      where u.id = any(${sql.param(people)}::uuid[])
    `),
  );
  return new Map(
    rows.map((r) => [r.user_id, { total: Number(r.total ?? 0), sum: Number(r.sum ?? 0), week: Number(r.week ?? 0) }]),
  );
}

const award = fc.record({
  person: fc.nat(2),
  source: fc.constantFrom(...XP_SOURCES.filter((s) => s !== 'CORRECTION')),
  /** Which of a few source ids: the same one again is a retry. */
  sourceKey: fc.nat(5),
  amount: fc.integer({ min: 1, max: 500 }),
});
/** Batches of awards, each committed or rolled back (a claim batch that failed). */
const batches = fc.array(fc.record({ awards: fc.array(award, { maxLength: 8 }), commits: fc.boolean() }), {
  minLength: 1,
  maxLength: 6,
});

describe('the XP ledger against a model', () => {
  it('adds each source once, keeps every total equal to its entries, and keeps nothing of a rolled-back batch', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (run) => {
        const before = await held();
        const ids = new Map<string, string>(); // this run's source ids: runs never share one
        const idOf = (key: string) => ids.get(key) ?? ids.set(key, randomUUID()).get(key) ?? '';
        const counted = new Set<string>();
        const expected = new Map(people.map((p) => [p, before.get(p)?.total ?? 0]));
        for (const batch of run) {
          const awards: XpAward[] = batch.awards.map((a) => ({
            userId: people[a.person] ?? '',
            amount: a.amount,
            source: a.source,
            sourceId: idOf(`${a.source}:${a.sourceKey}`),
          }));
          const fresh = awards.filter((a) => {
            const key = `${a.userId}:${a.source}:${a.sourceId}`;
            if (counted.has(key)) return false;
            counted.add(key);
            return true;
          });
          const write = inTransaction(t.app.ctx.db, async (tx) => {
            const added = await awardXp(tx, awards);
            if (!batch.commits) throw new Error('rolled back');
            return added;
          });
          if (batch.commits) {
            expect(await write).toBe(fresh.length);
            for (const a of fresh) expected.set(a.userId, (expected.get(a.userId) ?? 0) + a.amount);
          } else {
            await expect(write).rejects.toThrow('rolled back');
            for (const a of fresh) counted.delete(`${a.userId}:${a.source}:${a.sourceId}`);
          }
        }
        const after = await held();
        for (const person of people) {
          const now = after.get(person);
          const was = before.get(person);
          expect(now?.total).toBe(expected.get(person));
          expect(now?.sum).toBe(now?.total);
          expect((now?.week ?? 0) - (was?.week ?? 0)).toBe((now?.total ?? 0) - (was?.total ?? 0));
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
