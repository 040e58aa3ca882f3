import { randomInt } from 'node:crypto';
import type { QueryOf } from '@questboard/contract/endpoint';
import { QuestListQuery, questsApi } from '@questboard/contract/quests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { brands } from '../../db/schema/brands';
import { questDistributions } from '../../db/schema/distribution';
import { quests } from '../../db/schema/quests';
import { loadPublicQuests } from './public-quests';
import { questListFilter } from './quest-list-filter';
import { everyPublicQuest, loadMatchSet, pageOfMatchSet } from './quest-match-set';
import { pageQuests } from './quests.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
// A made-up word no other test writes, so the matches are this test's on a shared PostgreSQL database too.
const word = () => Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('a keyword’s match set', () => {
  it('pages every sort and filter as the statements do', async () => {
    const key = word();
    const hour = 3_600_000;
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    const { brand } = await buildBrand(t.app, { name: `Brand ${key}` });
    const { brand: other } = await buildBrand(t.app);
    const created = at(-500);
    const quest = (b: typeof brand, title: string, options: Parameters<typeof buildQuest>[2] = {}) =>
      buildQuest(t.app, b, { title, ...options });
    // Title, brand and description matches (three ranks), live, upcoming, ended by date or status, open-ended,
    // unfunded, paid at the end; equal rewards and equal creation times (the id decides), two categories.
    const made = [
      await quest(other, `${key} one`, { reward: '5', createdAt: created, categoryIds: ['defi'] }),
      await quest(other, `${key} two`, { reward: '5', createdAt: created, categoryIds: ['gaming'] }),
      await quest(brand, 'Brand match', { reward: '7', endAt: at(2) }),
      await quest(other, 'In the text', { description: `About ${key} and ${key}.`, endAt: null }),
      await quest(other, `${key} upcoming`, { startAt: at(5), endAt: at(50), reward: '9' }),
      await quest(other, `${key} over`, { startAt: at(-50), endAt: at(-1), reward: '9' }),
      await quest(brand, `${key} ended`, { status: 'ENDED', startAt: at(-90), endAt: at(-60) }),
      await quest(other, `${key} unfunded`, { escrowRewards: 0, endAt: at(3), categoryIds: ['defi', 'nft'] }),
      await quest(other, `${key} pooled`, { endAt: at(4) }),
      await quest(other, `${key} draft`, { status: 'DRAFT' }),
    ];
    await t.app.ctx.db.insert(questDistributions).values({ questId: made[8]?.id ?? '', mode: 'RAFFLE' });

    const all = await loadPublicQuests(t.app.ctx.db);
    const set = await loadMatchSet(t.app.ctx.db, all, [key], 100);
    expect(set?.size).toBe(9);
    const everything = everyPublicQuest(all);
    const sorts = [undefined, 'relevance', 'newest', 'oldest', 'reward_desc', 'reward_asc', 'ending_soon'] as const;
    const filters = [
      {},
      { categoryIds: 'defi' },
      { statuses: 'ENDED' },
      { isAvailableClaim: 'true' },
      { isAvailableClaim: 'false' },
      { brandId: brand.id },
    ];
    for (const sort of sorts)
      for (const filter of filters)
        for (const [offset, limit] of [
          [0, 20],
          [0, 3],
          [3, 3],
          [7, 3],
        ] as const) {
          const query = QuestListQuery.parse({ keyword: key, sort, offset, limit, ...filter });
          const { where, order, parts } = questListFilter(query, true, [key]);
          const expected = await pageQuests(t.app.ctx.db, where, order, query, { parts });
          const got = pageOfMatchSet(set ?? expect.fail('no set'), query, Date.now(), true);
          const label = JSON.stringify({ sort, filter, offset, limit });
          expect(got.ids, label).toEqual(expected.rows.map((row) => row.id));
          expect({ total: got.total, totalEstimated: got.totalEstimated }, label).toEqual({
            total: expected.total,
            totalEstimated: expected.totalEstimated,
          });
          // Without keyword (this test's brands only: other tests' quests may come and go on a shared database).
          for (const brandId of [brand.id, other.id]) {
            const list = QuestListQuery.parse({ sort, offset, limit, ...filter, brandId });
            const statements = questListFilter(list, true, []);
            const want = await pageQuests(t.app.ctx.db, statements.where, statements.order, list, statements);
            const have = pageOfMatchSet(everything, list, Date.now(), true);
            const which = JSON.stringify({ sort, filter, offset, limit, brandId });
            expect(have.ids, which).toEqual(want.rows.map((row) => row.id));
            expect(have.total, which).toBe(want.total);
          }
        }

    // The guest list answers the same through the API; a brand going inactive takes its quests out at once.
    const listed = await api(questsApi.guests, { query: { keyword: key, sort: 'reward_desc', limit: 20 } });
    expect(listed.json().total).toBe(9);
    await t.app.ctx.db.update(brands).set({ status: 'INACTIVE' }).where(eq(brands.id, brand.id));
    const after = await api(questsApi.guests, { query: { keyword: key, sort: 'reward_desc', limit: 20 } });
    expect(after.json().total).toBe(7);
  });

  it('answers a quest published, edited and ended at the next ask, with and without keyword', async () => {
    const key = word();
    const renamed = word();
    const { brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { title: `${key} draft`, status: 'DRAFT' });
    const guests = async (query: QueryOf<typeof questsApi.guests>) => {
      const answer = await api(questsApi.guests, { query: { limit: 20, ...query } });
      expect(answer.statusCode, answer.body).toBe(200);
      const { items, total } = answer.json();
      return { titles: items.map((q) => q.title), total, phases: items.map((q) => q.phase) };
    };
    // Lists without keyword, of every sort, and the keyword's, all read from memory once asked.
    const lists: QueryOf<typeof questsApi.guests>[] = [
      { brandId: brand.id },
      { brandId: brand.id, sort: 'ending_soon' },
      { keyword: key },
    ];
    for (const list of lists) expect(await guests(list)).toEqual({ titles: [], total: 0, phases: [] });

    // Changed in the database as another server instance would: no local invalidation, the change counter moves.
    await t.app.ctx.db.update(quests).set({ status: 'PUBLISHED' }).where(eq(quests.id, draft.id));
    for (const list of lists)
      expect(await guests(list)).toEqual({ titles: [`${key} draft`], total: 1, phases: ['LIVE'] });

    await t.app.ctx.db
      .update(quests)
      .set({ title: `${renamed} quest` })
      .where(eq(quests.id, draft.id));
    expect((await guests({ keyword: key })).total).toBe(0);
    expect((await guests({ keyword: renamed })).titles).toEqual([`${renamed} quest`]);
    expect((await guests({ brandId: brand.id })).titles).toEqual([`${renamed} quest`]);

    await t.app.ctx.db.update(quests).set({ status: 'ENDED' }).where(eq(quests.id, draft.id));
    expect(await guests({ keyword: renamed })).toEqual({ titles: [`${renamed} quest`], total: 1, phases: ['ENDED'] });
    expect((await guests({ brandId: brand.id, statuses: 'PUBLISHED' })).total).toBe(0);
    expect((await guests({ brandId: brand.id, statuses: 'ENDED' })).total).toBe(1);
  });

  it('is not read past its cap (PostgreSQL then pages the keyword)', async () => {
    const key = word();
    const { brand } = await buildBrand(t.app);
    for (let i = 0; i < 4; i++) await buildQuest(t.app, brand, { title: `${key} ${i}`, escrowRewards: 0 });
    const all = await loadPublicQuests(t.app.ctx.db);
    expect(await loadMatchSet(t.app.ctx.db, all, [key], 3)).toBeNull();
    const set = await loadMatchSet(t.app.ctx.db, all, [key], 4);
    expect(set?.size).toBe(4);
  });
});
