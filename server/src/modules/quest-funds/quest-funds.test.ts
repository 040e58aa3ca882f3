import { basisPoints, formatTokens, parseTokens } from '@questboard/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { rawCallOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { creditUser } from '../ledger/credits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = rawCallOf(() => t.app);
const balanceOf = async (headers: Record<string, string>) =>
  (await call('GET', '/users/balance', headers)).json().ntwrxToken.amount as string;
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
    const response = await call('GET', '/quests/reward-setting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      minimumReward: t.app.ctx.config.fees.minimumReward,
      feeBps: t.app.ctx.config.fees.feeBps,
    });
  });

  it('publishes: amount into escrow, the fee to the platform, both out of the owner’s balance', async () => {
    const { owner, quest } = await draftWithCondition();
    const response = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '100' });
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
    const history = (await call('GET', '/users/balance-histories', owner.headers)).json();
    expect(history.items.map((i: { reason: string }) => i.reason).sort()).toEqual(['CREDIT', 'FEE', 'PUBLISH']);
    const publish = history.items.find((i: { reason: string }) => i.reason === 'PUBLISH');
    expect(publish).toMatchObject({ questId: quest.id, questTitle: quest.title, questSlug: quest.slug });
  });

  it('publishes a pool of 10^19 tokens and answers it, the retry too: rewards left is a decimal string', async () => {
    const { owner, quest } = await draftWithCondition('20000000000000000000');
    const pool = '10000000000000000000';
    const first = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: pool });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PUBLISHED', escrow: pool, rewardsLeft: '1000000000000000000' });
    const again = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: pool });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ escrow: pool, rewardsLeft: '1000000000000000000' });
    const topUp = await call('POST', `/quests/${quest.id}/deposit`, owner.headers, { amount: pool });
    expect(topUp.statusCode).toBe(400);
    expect(topUp.json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('answers a retried publish with the same result and moves nothing twice; another amount is refused', async () => {
    const { owner, quest } = await draftWithCondition();
    const first = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '50' });
    const again = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '50' });
    expect(again.statusCode).toBe(200);
    expect(again.json().ownerBalance).toBe(first.json().ownerBalance);
    expect(again.json().escrow).toBe('50');
    const other = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '60' });
    expect(other.statusCode).toBe(409);
    expect(await balanceOf(owner.headers)).toBe(first.json().ownerBalance);
  });

  it('refuses a publish the balance cannot cover (with the fee) and changes nothing', async () => {
    const { owner, quest } = await draftWithCondition('100');
    const response = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await balanceOf(owner.headers)).toBe('100');
    const detail = await call('GET', `/quests/detail/${quest.id}`, owner.headers);
    expect(detail.json().status).toBe('DRAFT');
  });

  it('refuses an amount below one reward, a quest without conditions or tasks, and bad amounts', async () => {
    const { owner, quest } = await draftWithCondition();
    const small = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount: '9.99' });
    expect(small.json().code).toBe('AMOUNT_TOO_SMALL');
    for (const amount of ['-5', '1e3', 'abc', '', '0.0000000000000000001']) {
      const bad = await call('POST', `/quests/${quest.id}/publish`, owner.headers, { amount });
      expect(bad.statusCode, amount).toBe(400);
    }
    const { brand } = await buildBrand(t.app, { owner });
    const empty = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const incomplete = await call('POST', `/quests/${empty.id}/publish`, owner.headers, { amount: '100' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe('QUEST_INCOMPLETE');
    expect(await balanceOf(owner.headers)).toBe('1000');
  });

  it('lets only the owner move a quest’s money (403 for others, 404 for unknown or hidden quests)', async () => {
    const { owner, quest } = await buildFundedQuest(t.app);
    const other = await buildUser(t.app, { type: 'BUSINESS' });
    for (const [path, payload] of [
      ['publish', { amount: '10' }],
      ['deposit', { amount: '10' }],
      ['end-quest', undefined],
      ['brand-reclaim-remaining-reward', undefined],
    ] as const) {
      const response = await call('POST', `/quests/${quest.id}/${path}`, other.headers, payload);
      expect(response.statusCode, path).toBe(403);
    }
    expect((await call('GET', `/quests/${quest.id}/statistics`, other.headers)).statusCode).toBe(403);
    const { quest: draft } = await draftWithCondition();
    expect((await call('POST', `/quests/${draft.id}/publish`, other.headers, { amount: '10' })).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/quests/${unknown}/deposit`, owner.headers, { amount: '1' })).statusCode).toBe(404);
    expect((await call('POST', '/quests/not-a-uuid/deposit', owner.headers, { amount: '1' })).statusCode).toBe(400);
    expect((await call('POST', `/quests/${quest.id}/deposit`, {}, { amount: '1' })).statusCode).toBe(401);
  });

  it('tops up once per Idempotency-Key', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { amount: '100' });
    const headers = { ...owner.headers, 'idempotency-key': 'top-up-1' };
    const first = await call('POST', `/quests/${quest.id}/deposit`, headers, { amount: '40' });
    expect(first.statusCode).toBe(200);
    expect(first.json().escrow).toBe('140');
    const retry = await call('POST', `/quests/${quest.id}/deposit`, headers, { amount: '40' });
    expect(retry.json().escrow).toBe('140');
    expect(retry.json().ownerBalance).toBe(first.json().ownerBalance);
    const zero = await call('POST', `/quests/${quest.id}/deposit`, owner.headers, { amount: '0' });
    expect(zero.json().code).toBe('AMOUNT_TOO_SMALL');
  });

  it('ends once, then refuses top-ups, reclaims what is left once', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { amount: '100' });
    const early = await call('POST', `/quests/${quest.id}/brand-reclaim-remaining-reward`, owner.headers);
    expect(early.json().code).toBe('QUEST_NOT_ENDED');
    const before = await balanceOf(owner.headers);
    const end = await call('POST', `/quests/${quest.id}/end-quest`, owner.headers);
    expect(end.statusCode).toBe(200);
    expect(end.json().status).toBe('ENDED');
    expect((await call('POST', `/quests/${quest.id}/end-quest`, owner.headers)).json().code).toBe('QUEST_ENDED');
    expect((await call('POST', `/quests/${quest.id}/deposit`, owner.headers, { amount: '5' })).statusCode).toBe(409);
    const reclaim = await call('POST', `/quests/${quest.id}/brand-reclaim-remaining-reward`, owner.headers);
    expect(reclaim.statusCode).toBe(200);
    expect(reclaim.json()).toMatchObject({ moved: '100', escrow: '0', rewardsLeft: '0' });
    expect(reclaim.json().reclaimedAt).not.toBeNull();
    expect(await balanceOf(owner.headers)).toBe(formatTokens(parseTokens(before) + parseTokens('100')));
    const twice = await call('POST', `/quests/${quest.id}/brand-reclaim-remaining-reward`, owner.headers);
    expect(twice.json().code).toBe('ALREADY_RECLAIMED');
    const stats = (await call('GET', `/quests/${quest.id}/statistics`, owner.headers)).json();
    expect(stats).toMatchObject({ funded: '100', reclaimed: '100', remaining: '0', paid: '0', participants: 0 });
  });
});
