import { balancesApi } from '@questboard/contract/balances';
import type { ErrorBody } from '@questboard/contract/errors';
import { basisPoints, formatTokens, parseTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const balanceOf = async (headers: Record<string, string>) =>
  (await api(balancesApi.balance, { headers })).json().ntwrxToken.amount as string;
const fee = (amount: string) => formatTokens(basisPoints(parseTokens(amount), t.app.ctx.config.fees.feeBps));

async function draftWithCondition(balance = '1000') {
  const { owner, brand } = await buildBrand(t.app);
  await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens(balance), reason: 'test' });
  const quest = await buildQuest(t.app, brand, { status: 'DRAFT', reward: '10' });
  await buildCondition(t.app, quest);
  return { owner, brand, quest };
}

describe('quest money: publish, top up, end, reclaim', () => {
  it('answers the reward setting', async () => {
    const response = await api(questFundsApi.rewardSetting);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      minimumReward: t.app.ctx.config.fees.minimumReward,
      feeBps: t.app.ctx.config.fees.feeBps,
    });
  });

  it('publishes: amount into escrow, the fee to the platform, both out of the owner’s balance', async () => {
    const { owner, quest } = await draftWithCondition();
    const response = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '100' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'PUBLISHED',
      escrow: '100',
      moved: '100',
      fee: fee('100'),
      rewardsLeft: '10',
    });
    const expected = formatTokens(parseTokens('1000') - parseTokens('100') - parseTokens(fee('100')));
    expect(body.ownerBalance).toBe(expected);
    expect(await balanceOf(owner.headers)).toBe(expected);
    const history = (await api(balancesApi.balanceHistories, { headers: owner.headers })).json();
    expect(history.items.map((i: { reason: string }) => i.reason).sort()).toEqual(['CREDIT', 'FEE', 'PUBLISH']);
    const publish = history.items.find((i: { reason: string }) => i.reason === 'PUBLISH');
    expect(publish).toMatchObject({ questId: quest.id, questTitle: quest.title, questSlug: quest.slug });
  });

  it('publishes a pool of 10^19 tokens and answers it, the retry too: rewards left is a decimal string', async () => {
    const { owner, quest } = await draftWithCondition('20000000000000000000');
    const pool = '10000000000000000000';
    const first = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: pool },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PUBLISHED', escrow: pool, rewardsLeft: '1000000000000000000' });
    const again = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: pool },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ escrow: pool, rewardsLeft: '1000000000000000000' });
    const topUp = await api(questFundsApi.deposit, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: pool },
    });
    expect(topUp.statusCode).toBe(400);
    expect(topUp.json<ErrorBody>().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('answers a retried publish with the same result and moves nothing twice; another amount is refused', async () => {
    const { owner, quest } = await draftWithCondition();
    const first = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '50' },
    });
    const again = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '50' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().ownerBalance).toBe(first.json().ownerBalance);
    expect(again.json().escrow).toBe('50');
    const other = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '60' },
    });
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(owner.headers)).toBe(first.json().ownerBalance);
  });

  it('refuses a publish the balance cannot cover (with the fee) and changes nothing', async () => {
    const { owner, quest } = await draftWithCondition('100');
    const response = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '100' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(owner.headers)).toBe('100');
    const detail = await api(questsApi.detail, { params: { id: quest.id }, headers: owner.headers });
    expect(detail.json().status).toBe('DRAFT');
  });

  it('refuses an amount below one reward, a quest without conditions or tasks, and bad amounts', async () => {
    const { owner, quest } = await draftWithCondition();
    const small = await api(questFundsApi.publish, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '9.99' },
    });
    expect(small.json<ErrorBody>().code).toBe('AMOUNT_TOO_SMALL');
    for (const amount of ['-5', '1e3', 'abc', '', '0.0000000000000000001']) {
      const bad = await api(questFundsApi.publish, {
        params: { id: quest.id },
        headers: owner.headers,
        body: { amount },
      });
      expect(bad.statusCode, amount).toBe(400);
    }
    const { brand } = await buildBrand(t.app, { owner });
    const empty = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const incomplete = await api(questFundsApi.publish, {
      params: { id: empty.id },
      headers: owner.headers,
      body: { amount: '100' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json<ErrorBody>().code).toBe('QUEST_INCOMPLETE');
    expect(await balanceOf(owner.headers)).toBe('1000');
  });

  it('lets only the owner move a quest’s money (403 for others, 404 for unknown or hidden quests)', async () => {
    const { owner, quest } = await buildFundedQuest(t.app);
    const other = await buildUser(t.app, { type: 'BUSINESS' });
    const params = { id: quest.id };
    const moves = {
      publish: () => api(questFundsApi.publish, { params, headers: other.headers, body: { amount: '10' } }),
      deposit: () => api(questFundsApi.deposit, { params, headers: other.headers, body: { amount: '10' } }),
      'end-quest': () => api(questFundsApi.end, { params, headers: other.headers }),
      'brand-reclaim-remaining-reward': () => api(questFundsApi.reclaim, { params, headers: other.headers }),
    };
    for (const [path, move] of Object.entries(moves)) {
      const response = await move();
      expect(response.statusCode, path).toBe(403);
    }
    expect((await api(questFundsApi.statistics, { params: { id: quest.id }, headers: other.headers })).statusCode).toBe(
      403,
    );
    const { quest: draft } = await draftWithCondition();
    expect(
      (await api(questFundsApi.publish, { params: { id: draft.id }, headers: other.headers, body: { amount: '10' } }))
        .statusCode,
    ).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await api(questFundsApi.deposit, { params: { id: unknown }, headers: owner.headers, body: { amount: '1' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api(questFundsApi.deposit, {
          params: { id: 'not-a-uuid' },
          headers: owner.headers,
          body: { amount: '1' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await api(questFundsApi.deposit, { params: { id: quest.id }, body: { amount: '1' } })).statusCode).toBe(
      401,
    );
  });

  it('tops up once per Idempotency-Key', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { amount: '100' });
    const headers = { ...owner.headers, 'idempotency-key': 'top-up-1' };
    const first = await api(questFundsApi.deposit, { params: { id: quest.id }, headers, body: { amount: '40' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().escrow).toBe('140');
    const retry = await api(questFundsApi.deposit, { params: { id: quest.id }, headers, body: { amount: '40' } });
    expect(retry.json().escrow).toBe('140');
    expect(retry.json().ownerBalance).toBe(first.json().ownerBalance);
    const zero = await api(questFundsApi.deposit, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { amount: '0' },
    });
    expect(zero.json<ErrorBody>().code).toBe('AMOUNT_TOO_SMALL');
  });

  it('ends once, then refuses top-ups, reclaims what is left once', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { amount: '100' });
    const early = await api(questFundsApi.reclaim, { params: { id: quest.id }, headers: owner.headers });
    expect(early.json<ErrorBody>().code).toBe('QUEST_NOT_ENDED');
    const before = await balanceOf(owner.headers);
    const end = await api(questFundsApi.end, { params: { id: quest.id }, headers: owner.headers });
    expect(end.statusCode).toBe(200);
    expect(end.json().status).toBe('ENDED');
    expect(
      (await api(questFundsApi.end, { params: { id: quest.id }, headers: owner.headers })).json<ErrorBody>().code,
    ).toBe('QUEST_ENDED');
    expect(
      (await api(questFundsApi.deposit, { params: { id: quest.id }, headers: owner.headers, body: { amount: '5' } }))
        .statusCode,
    ).toBe(409);
    const reclaim = await api(questFundsApi.reclaim, { params: { id: quest.id }, headers: owner.headers });
    expect(reclaim.statusCode).toBe(200);
    expect(reclaim.json()).toMatchObject({ moved: '100', escrow: '0', rewardsLeft: '0' });
    expect(reclaim.json().reclaimedAt).not.toBeNull();
    expect(await balanceOf(owner.headers)).toBe(formatTokens(parseTokens(before) + parseTokens('100')));
    const twice = await api(questFundsApi.reclaim, { params: { id: quest.id }, headers: owner.headers });
    expect(twice.json<ErrorBody>().code).toBe('ALREADY_RECLAIMED');
    const stats = (await api(questFundsApi.statistics, { params: { id: quest.id }, headers: owner.headers })).json();
    expect(stats).toMatchObject({ funded: '100', reclaimed: '100', remaining: '0', paid: '0', participants: 0 });
  });
});
