import { randomInt } from 'node:crypto';
import { questsApi } from '@questboard/contract/quests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questListFilter } from './quest-list-filter';
import { countQuests, roundEstimate } from './quests.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
// Made-up words no other test writes, so counts are exact on a shared PostgreSQL database too.
const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('quest list totals', () => {
  it('are exact up to 1,000 matches and a labelled, rounded estimate past it', async () => {
    const [common, most] = [word(), word()];
    const { brand } = await buildBrand(t.app);
    // 1,500 public quests say `common`; the first 1,000 also say `most` (one statement, no escrow: none is needed).
    await t.app.ctx.db.execute(sql`insert into quests (brand_id, title, slug, status, start_at, end_at)
      select ${brand.id}, 'Harvest ' || ${common} || case when g <= 1000 then ' ' || ${most} else '' end || ' ' || g,
        ${`${common}-`} || g, 'PUBLISHED', now() - interval '1 hour', now() + interval '7 days'
      from generate_series(1, 1500) as g`);
    const list = async (keyword: string, offset = 0) => {
      const response = await api(questsApi.guests, { query: { keyword, offset, limit: 20 } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: unknown[]; total: number; totalEstimated: boolean };
    };

    const exact = await list(most);
    expect(exact).toMatchObject({ total: 1000, totalEstimated: false });
    expect(exact.items).toHaveLength(20);

    const estimated = await list(common);
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.items).toHaveLength(20);
    // An estimate, rounded to three digits (how close depends on how many quests the database holds: a shared
    // PostgreSQL test database has other tests' quests, so the sample is checked below on this search alone).
    expect(estimated.total).toBeGreaterThanOrEqual(1000);
    expect(roundEstimate(estimated.total)).toBe(estimated.total);
    // The last page of the same search knows its count exactly again.
    expect(await list(common, 1490)).toMatchObject({ total: 1500, totalEstimated: false });

    // A sample as large as the table reads every page: the estimate is the count, although the rows came after
    // the planner's statistics. A smaller one scales what it read (here about a third of the pages on PGlite).
    const { where } = questListFilter({ keyword: common, offset: 0, limit: 20 }, true, [common]);
    expect(await countQuests(t.app.ctx.db, where, 100_000_000)).toEqual({ total: 1500, totalEstimated: true });
    const sampled = await countQuests(t.app.ctx.db, where, 500);
    expect(sampled.totalEstimated).toBe(true);
    expect(sampled.total).toBeGreaterThanOrEqual(1000);
    expect(roundEstimate(sampled.total)).toBe(sampled.total);

    // A small list is exact.
    const few = await list(`${common} 1499`);
    expect(few.totalEstimated).toBe(false);
    expect(few).toMatchObject({ total: 1 });
  });

  it('round an estimate to three significant digits', () => {
    expect([1001, 12_437, 12_450, 987_654, 1_234_567].map(roundEstimate)).toEqual([
      1000, 12_400, 12_500, 988_000, 1_230_000,
    ]);
  });
});
