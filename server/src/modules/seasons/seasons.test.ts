import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@questboard/contract/errors';
import { exportsApi } from '@questboard/contract/exports';
import { parseTokens } from '@questboard/contract/money';
import { notificationsApi } from '@questboard/contract/notifications';
import { type SeasonBody, seasonsApi } from '@questboard/contract/seasons';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { balanceOf, creditUser, inTransaction, seasonEscrow, userAccount } from '../ledger/ledger.module';
import { awardXp } from '../xp/xp.module';
import { SeasonPayout } from './season-payout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const hour = 3_600_000;
const balance = (userId: string) => balanceOf(t.app.ctx.db, userAccount(userId));
/** XP from a quest, in a transaction of its own (entries of one transaction share its time). */
const earn = (userId: string, questId: string, amount: number) =>
  inTransaction(t.app.ctx.db, (tx) =>
    awardXp(tx, [{ userId, amount, source: 'QUEST', sourceId: randomUUID(), questId }]),
  );

async function brandWithQuests(count = 2, credit = '1000') {
  const built = await buildBrand(t.app);
  const quests = [];
  for (let i = 0; i < count; i++) quests.push(await buildQuest(t.app, built.brand, { escrowRewards: 0 }));
  if (credit !== '0')
    await creditUser(t.app.ctx.db, { userId: built.owner.user.id, amount: parseTokens(credit), reason: 'test' });
  return { ...built, quests };
}

const seasonBody = (questIds: string[], over: Partial<SeasonBody> = {}): SeasonBody => ({
  name: 'Autumn season',
  startAt: new Date(Date.now() - hour).toISOString(),
  endAt: new Date(Date.now() + hour).toISOString(),
  questIds,
  ...over,
});

const create = (owner: BuiltUser, brandId: string, body: SeasonBody) =>
  api(seasonsApi.create, { params: { brandId }, headers: owner.headers, body });
const publish = (owner: BuiltUser, id: string) => api(seasonsApi.publish, { params: { id }, headers: owner.headers });
const payoutsFile = (id: string, headers: { authorization: string }) =>
  api(exportsApi.seasonPayouts, { params: { id }, headers });
const csvRecords = (csv: string) => parse(csv, { columns: true }) as Array<Record<string, string>>;

describe('creating and funding a season', () => {
  it('creates a draft only its owner sees, and publishing moves the pool once', async () => {
    const { owner, brand, quests } = await brandWithQuests(2, '100');
    const made = await create(
      owner,
      brand.id,
      seasonBody(
        quests.map((q) => q.id),
        {
          prize: {
            mode: 'TOP_N',
            prizes: [
              { places: 1, amount: '30' },
              { places: 2, amount: '10' },
            ],
          },
        },
      ),
    );
    expect(made.statusCode).toBe(200);
    const season = made.json();
    expect(season).toMatchObject({ status: 'DRAFT', phase: 'DRAFT', pool: '50', prizeMode: 'TOP_N' });
    expect(season.questIds.sort()).toEqual(quests.map((q) => q.id).sort());
    expect(await balance(owner.user.id)).toBe(parseTokens('100'));
    expect((await api(seasonsApi.get, { params: { id: season.id } })).statusCode).toBe(404);
    expect((await api(seasonsApi.list, { params: { brandId: brand.id } })).json().total).toBe(0);
    // A draft's board too is its owner's alone.
    expect((await api(seasonsApi.leaderboard, { params: { id: season.id } })).statusCode).toBe(404);
    const ownBoard = await api(seasonsApi.leaderboard, { params: { id: season.id }, headers: owner.headers });
    expect(ownBoard.statusCode).toBe(200);
    expect(ownBoard.json()).toMatchObject({ items: [], total: 0 });

    const [first, second] = await Promise.all([publish(owner, season.id), publish(owner, season.id)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ status: 'PUBLISHED', phase: 'LIVE' });
    expect(await balance(owner.user.id)).toBe(parseTokens('50'));
    expect(await balanceOf(t.app.ctx.db, seasonEscrow(season.id))).toBe(parseTokens('50'));
    expect((await api(seasonsApi.get, { params: { id: season.id } })).json().pool).toBe('50');
    expect((await api(seasonsApi.list, { params: { brandId: brand.id } })).json().total).toBe(1);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('refuses a pool the owner cannot cover, moving nothing', async () => {
    const { owner, brand, quests } = await brandWithQuests(1, '10');
    const season = (
      await create(
        owner,
        brand.id,
        seasonBody([quests[0]?.id ?? ''], { prize: { mode: 'PROPORTIONAL', amount: '11' } }),
      )
    ).json();
    const refused = await publish(owner, season.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balance(owner.user.id)).toBe(parseTokens('10'));
    expect((await api(seasonsApi.get, { params: { id: season.id }, headers: owner.headers })).json().status).toBe(
      'DRAFT',
    );
  });

  it('lets only the brand’s owner write (403), and answers 404 for a brand or season that does not exist', async () => {
    const { owner, brand, quests } = await brandWithQuests(1);
    const stranger = await buildBrand(t.app);
    const body = seasonBody([quests[0]?.id ?? '']);
    expect((await create(stranger.owner, brand.id, body)).statusCode).toBe(403);
    expect((await create(owner, randomUUID(), body)).statusCode).toBe(404);
    const season = (await create(owner, brand.id, body)).json();
    expect((await publish(stranger.owner, season.id)).statusCode).toBe(403);
    expect((await publish(owner, randomUUID())).statusCode).toBe(404);
    expect((await api(seasonsApi.create, { params: { brandId: brand.id }, body })).statusCode).toBe(401);
    const person = await buildUser(t.app);
    expect((await create(person, brand.id, body)).statusCode).toBe(403);
  });

  it('answers 4xx with a reason for bad input, and keeps a quest in one season', async () => {
    const { owner, brand, quests } = await brandWithQuests(2);
    const other = await brandWithQuests(1);
    const ids = quests.map((q) => q.id);
    const bad = async (body: unknown, status = 400) => {
      const res = await create(owner, brand.id, body as SeasonBody);
      expect(res.statusCode).toBe(status);
      return res.json<ErrorBody>();
    };
    const now = Date.now();
    expect((await bad(seasonBody(ids, { endAt: new Date(now - 2 * hour).toISOString() }))).fields?.endAt).toMatch(
      /after the start/,
    );
    expect(
      (
        await bad(
          seasonBody(ids, {
            startAt: new Date(now - 3 * hour).toISOString(),
            endAt: new Date(now - hour).toISOString(),
          }),
        )
      ).code,
    ).toBe('SEASON_ENDED');
    expect((await bad(seasonBody([]))).code).toBe('VALIDATION_ERROR');
    expect((await bad(seasonBody(ids, { startAt: 'tomorrow' }))).code).toBe('VALIDATION_ERROR');
    expect((await bad(seasonBody(ids, { name: ' ' }))).code).toBe('VALIDATION_ERROR');
    expect(
      (await bad({ ...seasonBody(ids), prize: { mode: 'TOP_N', prizes: [{ places: 1, amount: '0' }] } })).code,
    ).toBe('VALIDATION_ERROR');
    expect((await bad({ ...seasonBody(ids), prize: { mode: 'PROPORTIONAL', amount: '-1' } })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await bad(seasonBody([other.quests[0]?.id ?? '']))).code).toBe('QUEST_NOT_FOUND');
    expect((await create(owner, brand.id, seasonBody([ids[0] ?? '']))).statusCode).toBe(200);
    expect((await bad(seasonBody(ids), 409)).code).toBe('QUEST_IN_SEASON');
    // The refused season holds nothing: the other quest is still free.
    expect((await create(owner, brand.id, seasonBody([ids[1] ?? '']))).statusCode).toBe(200);
  });
});

describe('boards', () => {
  it('ranks a season’s XP within its window, ties to who reached it first, with my place off the page', async () => {
    const { owner, brand, quests } = await brandWithQuests(2);
    const [inSeason, outside] = quests.map((q) => q.id);
    const people = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.app)));
    const [a, b, c, d] = people.map((p) => p.user.id) as [string, string, string, string];
    // Before the season starts: counted on the brand's board, not on the season's.
    await earn(d, inSeason ?? '', 500);
    const season = (
      await create(owner, brand.id, seasonBody([inSeason ?? ''], { startAt: new Date().toISOString() }))
    ).json();
    await publish(owner, season.id);
    await earn(b, inSeason ?? '', 50);
    await earn(a, inSeason ?? '', 50); // the same XP as b, reached later
    await earn(c, inSeason ?? '', 80);
    await earn(a, outside ?? '', 1000); // the brand's, not the season's

    const board = await api(seasonsApi.leaderboard, {
      params: { id: season.id },
      query: { limit: 2 },
      headers: people[0]?.headers ?? {},
    });
    expect(board.statusCode).toBe(200);
    const page = board.json();
    expect(page.total).toBe(3);
    expect(page.items.map((e) => [e.rank, e.user.id, e.xp])).toEqual([
      [1, c, 80],
      [2, b, 50],
    ]);
    expect(page.me).toMatchObject({ rank: 3, xp: 50, user: { id: a } });

    const second = (
      await api(seasonsApi.leaderboard, { params: { id: season.id }, query: { offset: 2, limit: 2 } })
    ).json();
    expect(second.items.map((e) => e.user.id)).toEqual([a]);
    expect(second.me).toBeNull();

    const brandAll = (await api(seasonsApi.brandLeaderboard, { params: { brandId: brand.id } })).json();
    expect(brandAll.items.map((e) => [e.user.id, e.xp])).toEqual([
      [a, 1050],
      [d, 500],
      [c, 80],
      [b, 50],
    ]);
    const brandSeason = (
      await api(seasonsApi.brandLeaderboard, { params: { brandId: brand.id }, query: { period: 'season' } })
    ).json();
    // The brand's current season's board (its stored totals): a's XP from the other quest is not in it.
    expect(brandSeason.items.map((e) => e.user.id)).toEqual([c, b, a]);
    expect(brandSeason.since).toBe(season.startAt);
    const week = (
      await api(seasonsApi.brandLeaderboard, { params: { brandId: brand.id }, query: { period: 'week' } })
    ).json();
    expect(week.total).toBe(4);
    expect(
      (await api(seasonsApi.brandLeaderboard, { params: { brandId: brand.id }, query: { period: 'year' as never } }))
        .statusCode,
    ).toBe(400);
    expect((await api(seasonsApi.leaderboard, { params: { id: randomUUID() } })).statusCode).toBe(404);
  });

  it('keeps the stored totals equal to the sum of the entries, a reversal and a season started in the past included', async () => {
    const { owner, brand, quests } = await brandWithQuests(2);
    const [q1, q2] = quests.map((q) => q.id ?? '') as [string, string];
    const people = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
    const [a, b, c] = people.map((p) => p.user.id) as [string, string, string];
    // XP earned before the season exists, inside the window it will have (it starts an hour ago).
    await earn(a, q1, 40);
    await earn(b, q1, 40);
    const season = (await create(owner, brand.id, seasonBody([q1]))).json();
    await publish(owner, season.id);
    await earn(c, q1, 100);
    await earn(a, q2, 500); // the brand's, not the season's
    // A reverted approval: its XP comes back off as a correction from the same quest.
    const reversal = randomUUID();
    await inTransaction(t.app.ctx.db, (tx) =>
      awardXp(tx, [{ userId: c, amount: -70, source: 'CORRECTION', sourceId: reversal, questId: q1 }]),
    );
    await earn(b, q1, 10); // b reaches 50 after a's 40: a ranks after b only on XP

    const drift = rowsOf<{ scope: string; n: number }>(
      await t.app.ctx.db.execute(sql`
        with want as (
          select 'season:' || sq.season_id as scope, e.user_id, sum(e.amount)::bigint as xp, max(e.created_at) as at
          from xp_entries e join season_quests sq on sq.quest_id = e.quest_id
          join seasons s on s.id = sq.season_id and e.created_at >= s.start_at and e.created_at < s.end_at
          group by 1, 2
          union all
          select 'brand:' || q.brand_id, e.user_id, sum(e.amount)::bigint, max(e.created_at)
          from xp_entries e join quests q on q.id = e.quest_id where q.brand_id is not null group by 1, 2
          union all
          select 'week:' || q.brand_id || ':' || date_trunc('week', e.created_at at time zone 'UTC')::date, e.user_id,
            sum(e.amount)::bigint, max(e.created_at)
          from xp_entries e join quests q on q.id = e.quest_id where q.brand_id is not null group by 1, 2
        ), have as (
          select 'season:' || season_id as scope, user_id, xp, reached_at as at from xp_season_totals
          union all
          select 'brand:' || brand_id, user_id, xp, reached_at from xp_brand_totals
          union all
          select 'week:' || brand_id || ':' || week, user_id, xp, reached_at from xp_brand_weeks
        )
        select coalesce(w.scope, h.scope) as scope, count(*)::int as n
        from want w full join have h on h.scope = w.scope and h.user_id = w.user_id
        where w.xp is distinct from h.xp or w.at is distinct from h.at
        group by 1`),
    );
    expect(drift).toEqual([]);

    const board = (
      await api(seasonsApi.leaderboard, { params: { id: season.id }, headers: people[2]?.headers ?? {} })
    ).json();
    expect(board.items.map((e) => [e.rank, e.user.id, e.xp])).toEqual([
      [1, b, 50],
      [2, a, 40],
      [3, c, 30],
    ]);
    expect(board.me).toMatchObject({ rank: 3, xp: 30 });
    const brandAll = (await api(seasonsApi.brandLeaderboard, { params: { brandId: brand.id } })).json();
    expect(brandAll.items.map((e) => [e.user.id, e.xp])).toEqual([
      [a, 540],
      [b, 50],
      [c, 30],
    ]);
    const brandWeek = (
      await api(seasonsApi.brandLeaderboard, {
        params: { brandId: brand.id },
        query: { period: 'week' },
        headers: people[1]?.headers ?? {},
      })
    ).json();
    expect(brandWeek.items.map((e) => [e.rank, e.user.id, e.xp])).toEqual([
      [1, a, 540],
      [2, b, 50],
      [3, c, 30],
    ]);
    expect(brandWeek.me).toMatchObject({ rank: 2, xp: 50 });
    expect(brandWeek.total).toBe(3);
  });

  it('reads season and brand boards in order from their rank indexes', async () => {
    // Tiny tables in a test: a scan and a sort would win on cost; with them off, a plan without a Sort node shows the
    // index hands the rows over in the board's order (were it unable to, the Sort would still be there).
    await inTransaction(t.app.ctx.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const plan = async (query: ReturnType<typeof sql>) =>
        rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const page = await plan(sql`
        select b.user_id from xp_season_totals b where b.season_id = ${randomUUID()} and b.xp > 0
        order by b.xp desc nulls last, b.reached_at, b.user_id offset 40 limit 20`);
      expect(page).toMatch(/Index (Only )?Scan using xp_season_totals_rank/);
      expect(page).not.toMatch(/Sort/);
      const brandPage = await plan(sql`
        select b.user_id from xp_brand_totals b where b.brand_id = ${randomUUID()} and b.xp > 0
        order by b.xp desc nulls last, b.reached_at, b.user_id limit 20`);
      expect(brandPage).toMatch(/Index (Only )?Scan using xp_brand_totals_rank/);
      expect(brandPage).not.toMatch(/Sort/);
      const weekPage = await plan(sql`
        select b.user_id from xp_brand_weeks b where b.brand_id = ${randomUUID()} and b.week = '2026-11-23'::date
          and b.xp > 0
        order by b.xp desc nulls last, b.reached_at, b.user_id limit 20`);
      expect(weekPage).toMatch(/Index (Only )?Scan using xp_brand_weeks_rank/);
      expect(weekPage).not.toMatch(/Sort/);
      // A large board's shape (how many people hold each XP value) is one range of the same index, in order.
      const shape = await plan(sql`
        select b.xp, count(*) from xp_season_totals b where b.season_id = ${randomUUID()} and b.xp > 0
        group by b.xp order by b.xp desc nulls last`);
      expect(shape).toMatch(/Index (Only )?Scan using xp_season_totals_rank/);
      expect(shape).not.toMatch(/Sort/);
      const ahead = await plan(sql`
        select count(*) from xp_season_totals b where b.season_id = ${randomUUID()} and b.xp > 0 and b.xp > 10`);
      expect(ahead).toMatch(/xp_season_totals_rank/);
    });
  });

  it('sums a season’s entries for its payout through the quest index', async () => {
    const rows = rowsOf<{ 'QUERY PLAN': string }>(
      await t.app.ctx.db.execute(sql`
        explain select e.user_id, sum(e.amount) from xp_entries e
        where e.quest_id in (select quest_id from season_quests where season_id = ${randomUUID()})
          and e.created_at >= now() - interval '1 day' and e.created_at < now()
        group by e.user_id`),
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/xp_entries_quest/);
  });
});

describe('the season payout', () => {
  const later = () => new Date(Date.now() + 2 * hour);

  it('pays the pool in proportion to XP, exact to the base unit, the remainder back to the brand, once', async () => {
    const { owner, brand, quests } = await brandWithQuests(1, '10');
    const questId = quests[0]?.id ?? '';
    const season = (
      await create(owner, brand.id, seasonBody([questId], { prize: { mode: 'PROPORTIONAL', amount: '10' } }))
    ).json();
    await publish(owner, season.id);
    const people = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
    for (const p of people) await earn(p.user.id, questId, 100);

    const payout = new SeasonPayout(t.app.ctx.db, t.app.services.notifications, later);
    expect(await new SeasonPayout(t.app.ctx.db, t.app.services.notifications).settle(season.id)).toBe('NOT_YET');
    const runs = await Promise.all([payout.settle(season.id), payout.settle(season.id)]);
    expect(runs).toEqual(['SETTLED', 'SETTLED']);
    expect(await payout.settle(season.id)).toBe('SETTLED');

    // 10 tokens = 10^19 base units over 300 XP: each 100 XP gets floor(10^19 × 100 / 300) = 3333333333333333333.
    const share = 3_333_333_333_333_333_333n;
    for (const p of people) expect(await balance(p.user.id)).toBe(share);
    expect(await balance(owner.user.id)).toBe(1n);
    expect(await balanceOf(t.app.ctx.db, seasonEscrow(season.id))).toBe(0n);
    const shown = (await api(seasonsApi.get, { params: { id: season.id } })).json();
    expect(shown).toMatchObject({
      phase: 'SETTLED',
      outcome: { paid: '9.999999999999999999', returned: '0.000000000000000001', totalXp: 300 },
    });
    expect(shown.outcome?.payouts).toHaveLength(3);
    // Each of the season's ten first holds its badge, once (three runs).
    const badges = rowsOf<{ user_id: string; n: number }>(
      await t.app.ctx.db.execute(sql`select user_id, count(*)::int as n from user_badges
        where kind = 'SEASON_TOP_10' and badge = ${`SEASON_TOP_10:${season.id}`} group by user_id`),
    );
    expect(badges.map((r) => [r.user_id, r.n]).sort()).toEqual(people.map((p) => [p.user.id, 1]).sort());
    const bell = (await api(notificationsApi.list, { headers: people[0]?.headers ?? {} })).json();
    expect(bell.items[0]).toMatchObject({ type: 'REWARD_PAID', link: `/seasons/${season.id}` });
    expect(bell.items[0]?.body).toContain('Autumn season');
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });

  it('pays the top N by the prize table; places nobody reached go back to the brand', async () => {
    const { owner, brand, quests } = await brandWithQuests(1, '100');
    const questId = quests[0]?.id ?? '';
    const prizes = [
      { places: 1, amount: '50' },
      { places: 2, amount: '20' },
    ];
    const season = (await create(owner, brand.id, seasonBody([questId], { prize: { mode: 'TOP_N', prizes } }))).json();
    await publish(owner, season.id);
    const [first, second] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    await earn(second?.user.id ?? '', questId, 40);
    await earn(first?.user.id ?? '', questId, 90);
    expect(await new SeasonPayout(t.app.ctx.db, t.app.services.notifications, later).settle(season.id)).toBe('SETTLED');
    expect(await balance(first?.user.id ?? '')).toBe(parseTokens('50'));
    expect(await balance(second?.user.id ?? '')).toBe(parseTokens('20'));
    // 100 credited − 90 funded (50 + 2 × 20) + 20 for the third place nobody reached.
    expect(await balance(owner.user.id)).toBe(parseTokens('30'));
    const shown = (await api(seasonsApi.get, { params: { id: season.id } })).json();
    expect(shown.outcome?.payouts.map((p) => [p.place, p.amount])).toEqual([
      [1, '50'],
      [2, '20'],
    ]);
    expect(shown.outcome).toMatchObject({ paid: '70', returned: '20' });

    // The owner's payouts file says who got what and why; nobody else reads it.
    const file = await payoutsFile(season.id, owner.headers);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="season-${season.id}-payouts.csv"`);
    expect(csvRecords(file.body).map((r) => [r.place, r.user_id, r.xp, r.amount, r.why])).toEqual([
      ['1', first?.user.id, '90', '50', 'place 1 of the prize table by season XP'],
      ['2', second?.user.id, '40', '20', 'place 2 of the prize table by season XP'],
    ]);
    expect((await payoutsFile(season.id, (await buildBrand(t.app)).owner.headers)).statusCode).toBe(403);
  });

  it('lists a proportional pool’s shares in its payouts file, only once paid', async () => {
    const { owner, brand, quests } = await brandWithQuests(1, '10');
    const questId = quests[0]?.id ?? '';
    const season = (
      await create(owner, brand.id, seasonBody([questId], { prize: { mode: 'PROPORTIONAL', amount: '9' } }))
    ).json();
    await publish(owner, season.id);
    const [a, b] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    await earn(a?.user.id ?? '', questId, 200);
    await earn(b?.user.id ?? '', questId, 100);
    const early = await payoutsFile(season.id, owner.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().code).toBe('SEASON_NOT_PAID');
    await new SeasonPayout(t.app.ctx.db, t.app.services.notifications, later).settle(season.id);
    expect(
      csvRecords((await payoutsFile(season.id, owner.headers)).body).map((r) => [r.place, r.amount, r.why]),
    ).toEqual([
      ['1', '6', 'share of the pool: 200 of 300 XP'],
      ['2', '3', 'share of the pool: 100 of 300 XP'],
    ]);
    expect((await payoutsFile(randomUUID(), owner.headers)).statusCode).toBe(404);
  });

  it('is paid by its durable job at the season’s end', async () => {
    await t.app.services.jobs.start();
    const { owner, brand, quests } = await brandWithQuests(1, '10');
    const questId = quests[0]?.id ?? '';
    const season = (
      await create(
        owner,
        brand.id,
        seasonBody([questId], {
          endAt: new Date(Date.now() + 3_000).toISOString(),
          prize: { mode: 'TOP_N', prizes: [{ places: 1, amount: '10' }] },
        }),
      )
    ).json();
    const [person] = await Promise.all([buildUser(t.app)]);
    await earn(person?.user.id ?? '', questId, 10);
    expect((await publish(owner, season.id)).statusCode).toBe(200);
    await expect.poll(() => balance(person?.user.id ?? ''), { timeout: 25_000, interval: 200 }).toBe(parseTokens('10'));
    expect((await api(seasonsApi.get, { params: { id: season.id } })).json().phase).toBe('SETTLED');
  }, 40_000);
});
