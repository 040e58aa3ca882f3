import { XP_PER_QUEST } from '@questboard/contract/constants';
import { dashboardApi } from '@questboard/contract/dashboard';
import { distributionApi } from '@questboard/contract/distribution';
import { drawWinners, listHash, pseudonymOf } from '@questboard/contract/draw';
import { exportsApi } from '@questboard/contract/exports';
import { parseTokens } from '@questboard/contract/money';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { xpApi } from '@questboard/contract/xp';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { devChainOf, mine } from '../../../../test/helpers/chain';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { verifyDraw } from '../../cli/draw-verify';
import { rowsOf } from '../../db/executor';
import { quests } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { creditUser } from '../ledger/ledger.module';
import { balanceOf, questEscrow, userAccount } from '../ledger/ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const balance = (userId: string) => balanceOf(t.app.ctx.db, userAccount(userId));
const end = (questId: string, headers: { authorization: string }) =>
  api(questFundsApi.end, { params: { id: questId }, headers });
const payoutsOf = (questId: string, headers: { authorization: string }) =>
  api(exportsApi.payouts, { params: { id: questId }, headers });
const csvRecords = (csv: string) => parse(csv, { columns: true }) as Array<Record<string, string>>;
const xpOf = async (headers: Record<string, string>) => (await api(xpApi.mine, { headers })).json().xp;
const distributionOf = async (questId: string, headers?: { authorization: string }) =>
  (await api(distributionApi.get, { params: { id: questId }, ...(headers ? { headers } : {}) })).json();

describe('choosing how a quest pays', () => {
  it('refuses a raffle without winners, a prize of 0, and any change once published', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const set = (body: object) =>
      api(distributionApi.set, { params: { id: quest.id }, headers: owner.headers, body: body as never });
    expect((await set({ mode: 'RAFFLE', winners: 0 })).statusCode).toBe(400);
    expect((await set({ mode: 'TOP_N', score: 'TIME', prizes: [{ places: 1, amount: '0' }] })).statusCode).toBe(400);
    expect((await set({ mode: 'TOP_N', score: 'TIME', prizes: [] })).statusCode).toBe(400);
    expect((await distributionOf(quest.id, owner.headers)).mode).toBe('FIRST_COME');
    const chosen = await set({
      mode: 'TOP_N',
      score: 'POINTS',
      prizes: [
        { places: 1, amount: '50' },
        { places: 2, amount: '25' },
      ],
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ mode: 'TOP_N', score: 'POINTS', prizeTotal: '100' });

    const stranger = await buildBrand(t.app);
    const foreign = await api(distributionApi.set, {
      params: { id: quest.id },
      headers: stranger.owner.headers,
      body: { mode: 'EQUAL_SPLIT' },
    });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(403);
    expect((await distributionOf(quest.id, owner.headers)).mode).toBe('TOP_N');
  });

  it('publishes a top N only with the prize table’s total in escrow', async () => {
    const prizes = [{ places: 1, amount: '50' }];
    await expect(buildPooledQuest(t.app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '60' })).rejects.toThrow(
      /prize table's total \(50 tokens\)/,
    );
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '50' });
    const again = await api(distributionApi.set, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { mode: 'EQUAL_SPLIT' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a repeating quest', () => {
  it('cannot be published with a pool paid at the end, and publishing it so moves no money', async () => {
    const { owner, brand } = await buildBrand(t.app);
    await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens('100'), reason: 'test' });
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT', reward: '0' });
    await buildCondition(t.app, quest);
    await t.app.ctx.db.update(quests).set({ recurrence: 'DAILY' }).where(eq(quests.id, quest.id));
    const set = await api(distributionApi.set, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { mode: 'EQUAL_SPLIT' },
    });
    expect(set.statusCode).toBe(200);
    const publish = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '50' },
    });
    expect(publish.statusCode).toBe(400);
    expect((publish.json() as unknown as { code: string }).code).toBe('POOL_NEEDS_ONE_ROUND');
    expect(await balance(owner.user.id)).toBe(parseTokens('100'));
    const detail = await api(questsApi.detail, { params: { id: quest.id }, headers: owner.headers });
    expect(detail.json().status).toBe('DRAFT');
  });
});

describe('a quest that pays at its end in the lists', () => {
  it('is never shown as claimable, even with a reward per participant and the escrow to pay it', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 1 }, { amount: '100', reward: '5' });
    const detail = await api(questsApi.detail, { params: { id: quest.id } });
    expect(detail.json()).toMatchObject({ id: quest.id, isAvailableClaim: false, pool: '100' });
    const listed = async (isAvailableClaim: boolean) => {
      const list = await api(questsApi.guests, {
        query: { brandId: quest.brandId, isAvailableClaim: String(isAvailableClaim) as 'true' | 'false', limit: 50 },
      });
      return list.json().items.map((item) => [item.id, item.isAvailableClaim, item.pool]);
    };
    expect(await listed(true)).toEqual([]);
    expect(await listed(false)).toEqual([[quest.id, false, '100']]);
  });

  it('says a first-come quest has no pool (it pays its reward to each claimer)', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'FIRST_COME' }, { amount: '100', reward: '5' });
    const detail = await api(questsApi.detail, { params: { id: quest.id } });
    expect(detail.json()).toMatchObject({ id: quest.id, rewardAmount: '5', pool: null });
  });
});

describe('equal split', () => {
  it('divides the pool exactly among who completed, sends the remainder back, once', async () => {
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '100' });
    const people = await buildParticipants(t.app, 3, { questId: quest.id });
    await buildParticipants(t.app, 1, { questId: quest.id, status: 'STARTED' });
    const claim = await api(participationApi.claim, { params: { id: quest.id }, headers: people[0]?.headers ?? {} });
    expect(claim.statusCode).toBe(409);
    expect((claim.json() as unknown as { code: string }).code).toBe('PAYS_AT_END');
    const reclaim = await api(questFundsApi.reclaim, { params: { id: quest.id }, headers: owner.headers });
    expect(reclaim.statusCode).toBe(409);

    const ownerBefore = await balance(owner.user.id);
    expect((await end(quest.id, owner.headers)).statusCode).toBe(200);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');

    const share = parseTokens('100') / 3n;
    for (const p of people) expect(await balance(p.id)).toBe(share);
    // Each earns the quest's XP once, as a first-come claimer would, however often the settlement runs.
    for (const p of people) expect(await xpOf(p.headers)).toBe(XP_PER_QUEST);
    expect((await balance(owner.user.id)) - ownerBefore).toBe(parseTokens('100') - share * 3n);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(0n);
    const shown = await distributionOf(quest.id);
    expect(shown.outcome).toMatchObject({
      pool: '100',
      eligible: 3,
      share: '33.333333333333333333',
      returned: '0.000000000000000001',
    });
    expect(shown.payouts).toHaveLength(3);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    // Its escrow is empty now; the quest still says what its pool was.
    expect((await api(questsApi.detail, { params: { id: quest.id } })).json().pool).toBe('100');

    // The payouts export says who got what and why; only the owner reads it, and only of a pooled quest.
    const exported = await payoutsOf(quest.id, owner.headers);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="quest-${quest.id}-payouts.csv"`);
    const rows = csvRecords(exported.body);
    expect(rows.map((r) => r.user_id).sort()).toEqual(people.map((p) => p.id).sort());
    expect(rows.map((r) => [r.place, r.amount, r.why])).toEqual(
      ['1', '2', '3'].map((place) => [place, '33.333333333333333333', 'equal share of the pool among 3']),
    );
    const stranger = await buildBrand(t.app);
    expect((await payoutsOf(quest.id, stranger.owner.headers)).statusCode).toBe(403);
    const firstCome = await buildQuest(t.app, stranger.brand, { status: 'PUBLISHED' });
    const refused = await payoutsOf(firstCome.id, stranger.owner.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/first come/);
  });

  it('is settled by its job when the owner ends the quest', async () => {
    await t.app.services.jobs.start();
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '10' });
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    await end(quest.id, owner.headers);
    await expect.poll(() => balance(person?.id ?? ''), { timeout: 20_000, interval: 100 }).toBe(parseTokens('10'));
  }, 30_000);
});

describe('raffle', () => {
  it('freezes the list, draws with a later block’s hash as seed, and anyone re-runs the same draw', async () => {
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 2 }, { amount: '30' });
    const people = await buildParticipants(t.app, 5, { questId: quest.id });
    await end(quest.id, owner.headers);
    const chain = await devChainOf(t.app);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('WAITING');
    const frozen = await distributionOf(quest.id);
    expect(frozen.state).toBe('FROZEN');
    expect((await payoutsOf(quest.id, owner.headers)).statusCode).toBe(409);
    if (!frozen.draw) throw new Error('a frozen raffle shows its draw');
    expect(frozen.draw.seed).toBeNull();
    expect(BigInt(frozen.draw.block)).toBeGreaterThan(await chain.publicClient.getBlockNumber({ cacheTime: 0 }));

    const list = (await api(distributionApi.eligible, { params: { id: quest.id } })).json();
    expect(list.ids).toEqual(people.map((p) => pseudonymOf(quest.id, p.id)).sort());
    expect(listHash(list.ids)).toBe(frozen.draw.listHash);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('WAITING');

    await mine(chain, 3);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
    const drawn = await distributionOf(quest.id);
    if (!drawn.draw) throw new Error('a drawn raffle shows its draw');
    const block = await chain.publicClient.getBlock({ blockNumber: BigInt(drawn.draw.block) });
    expect(drawn.draw.seed).toBe(block.hash);
    const winners = drawWinners(list.ids, block.hash, 2);
    expect(drawn.payouts.map((p: { id: string }) => p.id)).toEqual(winners);
    for (const p of people) {
      const won = winners.includes(pseudonymOf(quest.id, p.id));
      expect(await balance(p.id)).toBe(won ? parseTokens('15') : 0n);
      // Winner or not, completing the quest earned its XP (once: a winner's reward and the list both tell it).
      expect(await xpOf(p.headers)).toBe(XP_PER_QUEST);
    }
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
    const exported = csvRecords((await payoutsOf(quest.id, owner.headers)).body);
    const losers = people.filter((p) => !winners.includes(pseudonymOf(quest.id, p.id))).map((p) => p.id);
    expect(exported.map((r) => [r.place, r.pseudonym, r.amount, r.why])).toEqual([
      ['1', winners[0], '15', `drawn 1 of 2 with the seed ${block.hash}`],
      ['2', winners[1], '15', `drawn 2 of 2 with the seed ${block.hash}`],
      ...losers.sort().map((id) => ['', pseudonymOf(quest.id, id), '', 'not drawn']),
    ]);
    expect(exported.slice(2).map((r) => r.user_id)).toEqual(losers.sort());

    // `npm run draw -- verify` re-runs it from the public API and the chain's RPC only.
    const fetchJson = async (url: string, body?: object) =>
      (await t.app.inject({ method: body ? 'POST' : 'GET', url, ...(body ? { payload: body } : {}) })).json();
    const check = await verifyDraw(fetchJson, '/api/v1', '/api/v1/dev/chain-rpc', quest.id);
    expect(check).toMatchObject({ ok: true, winners: { paid: winners, computed: winners } });
    await t.app.ctx.db.execute(sql`update quest_distributions set list_hash = 'tampered' where quest_id = ${quest.id}`);
    expect((await verifyDraw(fetchJson, '/api/v1', '/api/v1/dev/chain-rpc', quest.id)).ok).toBe(false);
  });
});

describe('top N', () => {
  it('pays the prize table in completion order and returns the places nobody took', async () => {
    const prizes = [
      { places: 1, amount: '50' },
      { places: 2, amount: '20' },
    ];
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '90' });
    const first = await buildParticipants(t.app, 1, { questId: quest.id });
    const second = await buildParticipants(t.app, 1, { questId: quest.id });
    const ownerBefore = await balance(owner.user.id);
    await end(quest.id, owner.headers);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
    expect(await balance(first[0]?.id ?? '')).toBe(parseTokens('50'));
    expect(await balance(second[0]?.id ?? '')).toBe(parseTokens('20'));
    expect((await balance(owner.user.id)) - ownerBefore).toBe(parseTokens('20'));
    // Winners hear of it in the bell, once, whatever reruns follow.
    await t.app.services.settlement.settle(quest.id);
    const notices = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from notifications where user_id = ${first[0]?.id ?? ''} and type = 'REWARD_PAID'`,
    );
    expect(rowsOf<{ n: number }>(notices)[0]?.n).toBe(1);
    const shown = await distributionOf(quest.id);
    expect(shown.payouts.map((p: { place: number; amount: string }) => [p.place, p.amount])).toEqual([
      [1, '50'],
      [2, '20'],
    ]);
  });
});

describe('a pooled quest in what its participants see of their own', () => {
  it('is never "to claim"; the completed list shows the pool until it is shared, then what each won', async () => {
    const prizes = [{ places: 1, amount: '50' }];
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '50' });
    const [first] = await buildParticipants(t.app, 1, { questId: quest.id });
    const [second] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!first || !second) throw new Error('no participants');
    const completedOf = async (person: { id: string }) => {
      const [row] = await t.app.ctx.db.select({ username: users.username }).from(users).where(eq(users.id, person.id));
      const page = await api(participationApi.completedBy, { params: { username: row?.username ?? '' } });
      return page.json().items.find((item) => item.questId === quest.id);
    };
    const toClaim = async (person: { headers: { authorization: string } }) =>
      (await api(dashboardApi.get, { headers: person.headers })).json().toClaim.map((q) => q.id);

    expect(await toClaim(first)).not.toContain(quest.id);
    expect((await completedOf(first))?.pool).toEqual({ amount: '50', settled: false, won: null });
    await end(quest.id, owner.headers);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
    expect((await completedOf(first))?.pool).toEqual({ amount: '50', settled: true, won: '50' });
    expect((await completedOf(second))?.pool).toEqual({ amount: '50', settled: true, won: '0' });
    expect(await toClaim(second)).not.toContain(quest.id);
  });

  it('says a first-come quest has no pool in the completed list', async () => {
    const { quest } = await buildFundedQuest(t.app);
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    const [row] = await t.app.ctx.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, person?.id ?? ''));
    const page = await api(participationApi.completedBy, { params: { username: row?.username ?? '' } });
    expect(page.json().items[0]).toMatchObject({ questId: quest.id, pool: null });
  });
});

describe('the payouts export of a top N', () => {
  it('says each place and its score, and who ranked below the table', async () => {
    const prizes = [{ places: 1, amount: '5' }];
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'TOP_N', score: 'POINTS', prizes }, { amount: '5' });
    const [first] = await buildParticipants(t.app, 1, { questId: quest.id });
    const [second] = await buildParticipants(t.app, 1, { questId: quest.id });
    await end(quest.id, owner.headers);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
    const exported = csvRecords((await payoutsOf(quest.id, owner.headers)).body);
    // Equal points (nothing verified): the first to complete comes first.
    expect(exported.map((r) => [r.place, r.user_id, r.pseudonym, r.amount, r.why])).toEqual([
      ['1', first?.id, pseudonymOf(quest.id, first?.id ?? ''), '5', 'ranked 1 by POINTS'],
      ['', second?.id, pseudonymOf(quest.id, second?.id ?? ''), '', 'ranked below the prize table (POINTS)'],
    ]);
  });
});

describe('the brand’s statistics of a pooled quest', () => {
  const statistics = async (questId: string, headers: { authorization: string }) => {
    const answer = await api(questFundsApi.statistics, { params: { id: questId }, headers });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('show per mode the list size, the winners, what was paid and what went back', async () => {
    const prizes = [
      { places: 1, amount: '50' },
      { places: 2, amount: '20' },
    ];
    const top = await buildPooledQuest(t.app, { mode: 'TOP_N', score: 'TIME', prizes }, { amount: '90' });
    await buildParticipants(t.app, 2, { questId: top.quest.id });
    expect((await statistics(top.quest.id, top.owner.headers)).distribution).toEqual({
      mode: 'TOP_N',
      state: 'OPEN',
      eligible: null,
      winners: 0,
      paid: '0',
      returned: '0',
    });
    await end(top.quest.id, top.owner.headers);
    await t.app.services.settlement.settle(top.quest.id);
    const topStats = await statistics(top.quest.id, top.owner.headers);
    expect(topStats.distribution).toEqual({
      mode: 'TOP_N',
      state: 'SETTLED',
      eligible: 2,
      winners: 2,
      paid: '70',
      returned: '20',
    });
    expect(topStats).toMatchObject({ paid: '70', reclaimed: '20', remaining: '0' });

    const split = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '10' });
    await buildParticipants(t.app, 3, { questId: split.quest.id });
    await end(split.quest.id, split.owner.headers);
    await t.app.services.settlement.settle(split.quest.id);
    expect((await statistics(split.quest.id, split.owner.headers)).distribution).toEqual({
      mode: 'EQUAL_SPLIT',
      state: 'SETTLED',
      eligible: 3,
      winners: 3,
      paid: '9.999999999999999999',
      returned: '0.000000000000000001',
    });

    const first = await buildQuest(t.app, top.brand, { status: 'DRAFT' });
    expect((await statistics(first.id, top.owner.headers)).distribution).toBeNull();
    const stranger = await buildBrand(t.app);
    const foreign = await api(questFundsApi.statistics, {
      params: { id: top.quest.id },
      headers: stranger.owner.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the settlement job', () => {
  /**
   * Whether the quest's settlement was queued by its end event rather than by a sweep: its first settle job exists
   * and was not created while a sweep was running. (The start's cron may still bring a sweep a few seconds later, on
   * a busy machine after the end; it then finds the job already waiting.)
   */
  const settledByItsEndEvent = async (questId: string) =>
    rowsOf<{ ok: boolean }>(
      await t.app.ctx.db.execute(
        sql`with first_settle as (
              select min(created_on) as at from pgboss.job
               where name = 'distribution.settle' and singleton_key = ${`settle:${questId}`})
            select first_settle.at is not null and not exists (
              select 1 from pgboss.job sweep where sweep.name = 'distribution.sweep'
                 and first_settle.at between sweep.started_on and coalesce(sweep.completed_on, now())) as ok
              from first_settle`,
      ),
    )[0]?.ok;
  /** Mines a block each time it asks, as the chain does every few seconds, until the person holds `amount`. */
  const paidWhileMining = async (userId: string, amount: bigint) => {
    const chain = await devChainOf(t.app);
    await expect
      .poll(
        async () => {
          await mine(chain, 1);
          return balance(userId);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(amount);
  };

  beforeAll(async () => {
    await t.app.services.jobs.start();
    // No minute sweep here: what pays is the end event's job, or a worker's start, never the sweep's next tick.
    await t.app.ctx.db.execute(sql`delete from pgboss.schedule where name = 'distribution.sweep'`);
  });

  it('pays a raffle seconds after its owner ends it, re-asking for its block every second', async () => {
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 1 }, { amount: '20' });
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    expect((await end(quest.id, owner.headers)).statusCode).toBe(200);
    await paidWhileMining(person?.id ?? '', parseTokens('20'));
    const drawn = await distributionOf(quest.id, person?.headers);
    expect(drawn).toMatchObject({ state: 'SETTLED', you: { amount: '20' }, outcome: { eligible: 1, paid: '20' } });
    expect(drawn.draw?.seed).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await settledByItsEndEvent(quest.id)).toBe(true);
  }, 40_000);

  it('resumes a frozen raffle whose job was lost as soon as a worker starts again', async () => {
    const { quest, owner } = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 1 }, { amount: '20' });
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    // The server stops working, the list is frozen, and the job that would draw is lost with it (kill -9).
    await t.app.services.jobs.stop();
    await end(quest.id, owner.headers);
    expect(await t.app.services.settlement.settle(quest.id)).toBe('WAITING');
    await t.app.ctx.db.execute(
      sql`delete from pgboss.job where name = 'distribution.settle' and data->>'questId' = ${quest.id}`,
    );
    expect(await balance(person?.id ?? '')).toBe(0n);

    await t.app.services.jobs.start();
    await t.app.ctx.db.execute(sql`delete from pgboss.schedule where name = 'distribution.sweep'`);
    await paidWhileMining(person?.id ?? '', parseTokens('20'));
    expect((await distributionOf(quest.id)).state).toBe('SETTLED');
  }, 40_000);
});
