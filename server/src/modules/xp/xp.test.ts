import { randomUUID } from 'node:crypto';
import { XP_PER_QUEST } from '@questboard/contract/constants';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { peopleApi } from '@questboard/contract/people';
import { usersApi } from '@questboard/contract/users';
import { xpApi } from '@questboard/contract/xp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { inTransaction } from '../ledger/ledger.module';
import { awardXp, type XpAward } from './xp-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const award = (awards: XpAward[]) => inTransaction(t.app.ctx.db, (tx) => awardXp(tx, awards));
const quest = (userId: string, amount = XP_PER_QUEST): XpAward => ({
  userId,
  amount,
  source: 'QUEST',
  sourceId: randomUUID(),
});

/** Every person whose total differs from the sum of their entries (or this week's total from this week's entries). */
async function drifted(): Promise<unknown[]> {
  return rowsOf(
    await t.app.ctx.db.execute(sql`
      select coalesce(t.user_id, e.user_id) as user_id, t.xp, e.sum
      from xp_totals t full join (select user_id, sum(amount) as sum from xp_entries group by user_id) e
        on e.user_id = t.user_id
      where t.xp is distinct from e.sum
      union all
      select coalesce(w.user_id, e.user_id), w.xp, e.sum
      from (select * from xp_weeks where week = date_trunc('week', now() at time zone 'UTC')::date) w
      full join (
        select user_id, sum(amount) as sum from xp_entries
        where created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' group by user_id
      ) e on e.user_id = w.user_id
      where w.xp is distinct from e.sum
    `),
  );
}

describe('XP for a paid quest', () => {
  it('comes with the claim, once, and shows as my XP, level and rank', async () => {
    const { quest: q } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [me] = await buildParticipants(t.app, 1, { questId: q.id });
    if (!me) throw new Error('fixture');
    const before = (await api(xpApi.mine, { headers: me.headers })).json();
    expect(before).toEqual({
      xp: 0,
      level: 1,
      levelXp: 0,
      nextLevelXp: 100,
      weekXp: 0,
      rank: null,
      weekRank: null,
    });

    const claims = await Promise.all([
      api(participationApi.claim, { params: { id: q.id }, headers: me.headers }),
      api(participationApi.claim, { params: { id: q.id }, headers: me.headers }),
    ]);
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(claims.find((c) => c.statusCode === 409)?.json<ErrorBody>().code).toBe('ALREADY_CLAIMED');

    const after = (await api(xpApi.mine, { headers: me.headers })).json();
    expect(after).toMatchObject({ xp: XP_PER_QUEST, level: 2, levelXp: 100, nextLevelXp: 300, weekXp: XP_PER_QUEST });
    expect(after.rank).toBeGreaterThanOrEqual(1);
    expect(after.weekRank).toBeGreaterThanOrEqual(1);
    expect(await drifted()).toEqual([]);
  });

  it('is paid to every winner of a batch of claims, in the same commit as their reward', async () => {
    const { quest: q } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const people = await buildParticipants(t.app, 14, { questId: q.id });
    const answers = await Promise.all(
      people.map((p) => api(participationApi.claim, { params: { id: q.id }, headers: p.headers })),
    );
    const paid = people.filter((_, i) => answers[i]?.statusCode === 200);
    expect(paid).toHaveLength(10);
    const xps = await Promise.all(people.map((p) => api(xpApi.mine, { headers: p.headers }).then((r) => r.json().xp)));
    expect(xps.filter((xp) => xp === XP_PER_QUEST)).toHaveLength(10);
    expect(xps.filter((xp) => xp === 0)).toHaveLength(4);
    expect(await drifted()).toEqual([]);
  }, 60_000);
});

describe('the XP ledger', () => {
  it('counts each source once per person, keeps totals equal to the sum, and never changes an entry', async () => {
    const [a, b] = await buildParticipants(t.app, 2);
    if (!a || !b) throw new Error('fixture');
    const first = quest(a.id, 40);
    expect(await award([first, quest(b.id, 70), quest(a.id, 25)])).toBe(3);
    expect(await award([first, { ...first, amount: 999 }])).toBe(0); // a retry of the same source adds nothing
    expect(await award([{ userId: a.id, amount: -15, source: 'CORRECTION', sourceId: randomUUID() }])).toBe(1);
    expect((await api(xpApi.mine, { headers: a.headers })).json()).toMatchObject({ xp: 50, weekXp: 50 });
    expect((await api(xpApi.mine, { headers: b.headers })).json()).toMatchObject({ xp: 70 });
    expect(await drifted()).toEqual([]);

    await expect(
      t.app.ctx.db.execute(sql`update xp_entries set amount = 1000 where user_id = ${a.id}`),
    ).rejects.toThrow();
    await expect(
      award([{ userId: b.id, amount: -500, source: 'CORRECTION', sourceId: randomUUID() }]),
    ).rejects.toThrow();
    expect((await api(xpApi.mine, { headers: b.headers })).json()).toMatchObject({ xp: 70 });
  });
});

describe('the public profile', () => {
  it("shows anyone a person's XP and level", async () => {
    const [someone] = await buildParticipants(t.app, 1);
    if (!someone) throw new Error('fixture');
    const profile = async () => (await api(usersApi.getUser, { query: { userKey: someone.id } })).json().xp;
    expect(await profile()).toEqual({ xp: 0, level: 1, levelXp: 0, nextLevelXp: 100 });
    await award([quest(someone.id, 350)]);
    expect(await profile()).toEqual({ xp: 350, level: 3, levelXp: 300, nextLevelXp: 600 });
  });
});

describe('the influencer directory', () => {
  it("shows each influencer's level", async () => {
    const [someone] = await buildParticipants(t.app, 1);
    if (!someone) throw new Error('fixture');
    const [row] = rowsOf<{ username: string }>(
      await t.app.ctx.db.execute(sql`select username from users where id = ${someone.id}`),
    );
    const listed = async () =>
      (await api(peopleApi.influencers, { query: { keyword: row?.username ?? '' } })).json().items[0]?.level;
    expect(await listed()).toBe(1);
    await award([quest(someone.id, 600)]);
    expect(await listed()).toBe(4);
  });
});

describe('the leaderboard', () => {
  it('ranks by XP, ties to who reached it first, pages, and shows my place off the page', async () => {
    const [early, late, top, low] = await buildParticipants(t.app, 4);
    if (!early || !late || !top || !low) throw new Error('fixture');
    // Far above anyone else, here or in the other test files sharing a PostgreSQL database (whose quests, rules and
    // prizes award XP too), so these four are the board's top.
    await award([quest(top.id, 1_000_000_000)]);
    await award([quest(early.id, 500_000_000)]);
    await award([quest(late.id, 490_000_000)]);
    await award([quest(late.id, 10_000_000)]); // reaches early's total later
    await award([quest(low.id, 100_000_000)]);

    const first = (await api(xpApi.leaderboard, { query: { limit: 2 }, headers: low.headers })).json();
    expect(first.items.map((e) => [e.rank, e.user.id, e.xp])).toEqual([
      [1, top.id, 1_000_000_000],
      [2, early.id, 500_000_000],
    ]);
    expect(first.items[0]?.level).toBeGreaterThan(40);
    expect(first.me).toMatchObject({ rank: 4, xp: 100_000_000, user: { id: low.id } });
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.since).toBeNull();

    const second = (await api(xpApi.leaderboard, { query: { offset: 2, limit: 2 } })).json();
    expect(second.items.map((e) => [e.rank, e.user.id])).toEqual([
      [3, late.id],
      [4, low.id],
    ]);
    expect(second.me).toBeNull(); // a guest has no place

    const week = (await api(xpApi.leaderboard, { query: { period: 'week', limit: 4 }, headers: late.headers })).json();
    expect(week.items.map((e) => e.user.id)).toEqual([top.id, early.id, late.id, low.id]);
    expect(week.me).toMatchObject({ rank: 3, xp: 500_000_000 });
    expect(new Date(week.since ?? '').getUTCDay()).toBe(1);
    expect((await api(xpApi.mine, { headers: late.headers })).json()).toMatchObject({ rank: 3, weekRank: 3 });
  });

  it('refuses a bad period or page with 400', async () => {
    for (const query of [{ period: 'month' }, { limit: 1000 }, { offset: -1 }]) {
      const response = await api(xpApi.leaderboard, { query: query as never });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await api(xpApi.mine)).statusCode).toBe(401);
  });
});
