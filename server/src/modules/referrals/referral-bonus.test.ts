import { distributionApi } from '@questboard/contract/distribution';
import type { ErrorBody } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { type QuestStatistics, questFundsApi } from '@questboard/contract/quest-funds';
import { type ReferralBonus, referralsApi } from '@questboard/contract/referrals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import type { Tx } from '../../db/executor';
import { ledgerTransfers } from '../../db/schema/ledger';
import { referrals } from '../../db/schema/referrals';
import { DomainEvents } from '../../events/domain-event-bus';
import type { RewardPaid } from '../../events/domain-events';
import { balanceOf, creditUser, inTransaction, questEscrow, userAccount } from '../ledger/ledger.module';
import { payReferralBonusesOnRewardsPaid } from './referral-bonus-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const tokens = parseTokens;

/** A first-come draft with `bonus` set through the API, then published with `amount` in escrow. */
async function bonusQuest(opts: { reward: string; bonus: string; amount: string }) {
  const { owner, brand } = await buildBrand(t.app);
  await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: tokens('1000'), reason: 'test' });
  const quest = await buildQuest(t.app, brand, { status: 'DRAFT', reward: opts.reward });
  await buildCondition(t.app, quest);
  const set = await api(referralsApi.setBonus, {
    params: { id: quest.id },
    headers: owner.headers,
    body: { amount: opts.bonus },
  });
  expect(set.statusCode, set.body).toBe(200);
  const published = await api(questFundsApi.publish, {
    params: { id: quest.id },
    headers: owner.headers,
    body: { amount: opts.amount },
  });
  expect(published.statusCode, published.body).toBe(200);
  return { owner, quest };
}

/** `count` people who completed the quest, each brought by `referrer` when one is given. */
async function completers(questId: string, count: number, referrer?: string) {
  const people = await buildParticipants(t.app, count, { questId });
  if (referrer) {
    await t.app.ctx.db.insert(referrals).values(people.map((p) => ({ referrerId: referrer, referredId: p.id })));
  }
  return people;
}

const claim = (questId: string, headers: Record<string, string>) =>
  api(participationApi.claim, { params: { id: questId }, headers });

const bonusTransfers = (questId: string) =>
  t.app.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.questId, questId), eq(ledgerTransfers.reason, 'REFERRAL_BONUS')));

async function expectLedgerSound() {
  expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
}

describe('setting a referral bonus', () => {
  it('is the owner’s, on a first-come draft, as a token amount ≥ 0; refused once published', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const set = (amount: string) =>
      api(referralsApi.setBonus, { params: { id: draft.id }, headers: owner.headers, body: { amount } });

    expect((await set('2.5')).json<ReferralBonus>()).toEqual({ questId: draft.id, amount: '2.5' });
    expect((await api(referralsApi.bonus, { params: { id: draft.id }, headers: owner.headers })).json()).toEqual({
      questId: draft.id,
      amount: '2.5',
    });
    for (const bad of ['-1', 'abc', '1.0000000000000000001']) {
      const refused = await set(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    expect((await set('0')).json<ReferralBonus>().amount).toBe('0');

    const stranger = (await buildBrand(t.app)).owner;
    const foreign = await api(referralsApi.setBonus, {
      params: { id: draft.id },
      headers: stranger.headers,
      body: { amount: '1' },
    });
    expect(foreign.statusCode).toBe(404);

    const { quest: live, owner: liveOwner } = await bonusQuest({ reward: '5', bonus: '1', amount: '50' });
    const late = await api(referralsApi.setBonus, {
      params: { id: live.id },
      headers: liveOwner.headers,
      body: { amount: '2' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().code).toBe('INVALID_STATUS_TRANSITION');
    // Anyone reads it on the published quest.
    expect((await api(referralsApi.bonus, { params: { id: live.id } })).json<ReferralBonus>().amount).toBe('1');
  });

  it('is refused with a 400 on a quest paid at its end, and a pooled mode is refused while a bonus is set', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const raffle = await api(distributionApi.set, {
      params: { id: draft.id },
      headers: owner.headers,
      body: { mode: 'RAFFLE', winners: 2 },
    });
    expect(raffle.statusCode, raffle.body).toBe(200);
    const refused = await api(referralsApi.setBonus, {
      params: { id: draft.id },
      headers: owner.headers,
      body: { amount: '1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe('REFERRAL_BONUS_FIRST_COME');

    await api(distributionApi.set, { params: { id: draft.id }, headers: owner.headers, body: { mode: 'FIRST_COME' } });
    const set = await api(referralsApi.setBonus, {
      params: { id: draft.id },
      headers: owner.headers,
      body: { amount: '1' },
    });
    expect(set.statusCode).toBe(200);
    const pooled = await api(distributionApi.set, {
      params: { id: draft.id },
      headers: owner.headers,
      body: { mode: 'EQUAL_SPLIT' },
    });
    expect(pooled.statusCode).toBe(400);
    expect(pooled.json<ErrorBody>().code).toBe('REFERRAL_BONUS_FIRST_COME');
  });
});

describe('a referral bonus is paid', () => {
  it('once, with the referred person’s reward, from the escrow; told to the referrer and counted in statistics', async () => {
    const { owner, quest } = await bonusQuest({ reward: '5', bonus: '2', amount: '100' });
    const [referrer] = await buildParticipants(t.app, 1);
    if (!referrer) throw new Error('no referrer');
    const [brought] = await completers(quest.id, 1, referrer.id);
    const [alone] = await completers(quest.id, 1);
    if (!brought || !alone) throw new Error('no participants');

    expect((await claim(quest.id, brought.headers)).statusCode).toBe(200);
    expect((await claim(quest.id, alone.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.app.ctx.db, userAccount(referrer.id))).toBe(tokens('2'));
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(tokens('88'));
    const transfers = await bonusTransfers(quest.id);
    expect(transfers.map((r) => [r.idempotencyKey, r.amount])).toEqual([
      [`referral-bonus:${quest.id}:${brought.id}`, tokens('2')],
    ]);

    // A retried claim pays nothing twice, and neither does the same event told again.
    const retried = await claim(quest.id, brought.headers);
    expect(retried.json<ErrorBody>().code).toBe('ALREADY_CLAIMED');
    const again: RewardPaid = {
      userId: brought.id,
      participationId: brought.id,
      questId: quest.id,
      questTitle: quest.title,
      questSlug: quest.slug,
      amount: tokens('5'),
      referralBonus: tokens('2'),
    };
    await inTransaction(t.app.ctx.db, (tx) => payReferralBonusesOnRewardsPaid(DomainEvents.none())(tx, [again]));
    expect(await bonusTransfers(quest.id)).toHaveLength(1);
    expect(await balanceOf(t.app.ctx.db, userAccount(referrer.id))).toBe(tokens('2'));

    const bell = await api(notificationsApi.list, { headers: referrer.headers });
    expect(bell.json<{ items: Array<{ title: string; body: string; link: string }> }>().items).toContainEqual(
      expect.objectContaining({
        title: 'You earned a referral bonus of 2 QDT',
        body: `Someone you invited completed “${quest.title}”: your bonus is in your balance.`,
        link: `/quests/${quest.slug}`,
      }),
    );
    const stats = await api(questFundsApi.statistics, { params: { id: quest.id }, headers: owner.headers });
    expect(stats.json<QuestStatistics>()).toMatchObject({
      paid: '10',
      remaining: '88',
      referralBonuses: { count: 1, total: '2' },
    });
    await expectLedgerSound();
  });

  it('for each person a referrer brought in one batch of claims', async () => {
    const { quest } = await bonusQuest({ reward: '1', bonus: '0.5', amount: '100' });
    const [referrer] = await buildParticipants(t.app, 1);
    if (!referrer) throw new Error('no referrer');
    const brought = await completers(quest.id, 4, referrer.id);
    const answers = await Promise.all(brought.map((p) => claim(quest.id, p.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(t.app.ctx.db, userAccount(referrer.id))).toBe(tokens('2'));
    expect(await bonusTransfers(quest.id)).toHaveLength(4);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(tokens('94'));
    await expectLedgerSound();
  });

  it('not when the escrow cannot cover it after the reward: no bonus and never a negative balance', async () => {
    const { quest } = await bonusQuest({ reward: '5', bonus: '3', amount: '7' });
    const [referrer] = await buildParticipants(t.app, 1);
    if (!referrer) throw new Error('no referrer');
    const [brought] = await completers(quest.id, 1, referrer.id);
    if (!brought) throw new Error('no participant');
    expect((await claim(quest.id, brought.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(tokens('2'));
    expect(await balanceOf(t.app.ctx.db, userAccount(referrer.id))).toBe(0n);
    expect(await bonusTransfers(quest.id)).toHaveLength(0);
    await expectLedgerSound();
  });

  it('not for a quest without a bonus: its claims cost no statement of the bonus', async () => {
    const { quest } = await bonusQuest({ reward: '5', bonus: '0', amount: '50' });
    const [referrer] = await buildParticipants(t.app, 1);
    if (!referrer) throw new Error('no referrer');
    const [brought] = await completers(quest.id, 1, referrer.id);
    if (!brought) throw new Error('no participant');
    expect((await claim(quest.id, brought.headers)).statusCode).toBe(200);
    expect(await bonusTransfers(quest.id)).toHaveLength(0);
    expect(await balanceOf(t.app.ctx.db, userAccount(referrer.id))).toBe(0n);

    // The handler itself, given a transaction that fails on any use: rewards without a bonus never touch it.
    const untouchable = new Proxy({} as Tx, {
      get() {
        throw new Error('a reward without a bonus ran a statement');
      },
    });
    const paid: RewardPaid = {
      userId: brought.id,
      participationId: brought.id,
      questId: quest.id,
      questTitle: null,
      questSlug: quest.slug,
      amount: tokens('5'),
      referralBonus: 0n,
    };
    await expect(payReferralBonusesOnRewardsPaid(DomainEvents.none())(untouchable, [paid])).resolves.toBeUndefined();
  });

  it('not by a pooled quest’s payouts (they tell no bonus) and not for a person nobody brought', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'EQUAL_SPLIT' }, { amount: '10' });
    expect((await api(referralsApi.bonus, { params: { id: quest.id } })).json<ReferralBonus>().amount).toBe('0');
    const { quest: firstCome } = await bonusQuest({ reward: '5', bonus: '1', amount: '50' });
    const [alone] = await completers(firstCome.id, 1);
    if (!alone) throw new Error('no participant');
    expect((await claim(firstCome.id, alone.headers)).statusCode).toBe(200);
    expect(await bonusTransfers(firstCome.id)).toHaveLength(0);
    await expectLedgerSound();
  });
});
