import type { ErrorBody } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { participationApi, type UserQuest } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { questsApi } from '@questboard/contract/quests';
import { streaksApi } from '@questboard/contract/streaks';
import { usersApi } from '@questboard/contract/users';
import { xpApi } from '@questboard/contract/xp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { formOf } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questConditions } from '../../db/schema/quests';
import { creditUser } from '../ledger/ledger.module';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// The test clock: each test lives through its days by pointing the app's clock at them.
const systemNow = () => new Date();
afterEach(() => {
  t.app.ctx.clock.now = systemNow;
});
const at = (iso: string) => {
  t.app.ctx.clock.now = () => new Date(iso);
};
const api = apiOf(() => t.app);

/** A published quest of a new brand, with one quiz (answer 1) and `recurrence`, set on its draft through the API. */
async function recurringQuest(recurrence: 'DAILY' | 'WEEKLY') {
  const { owner, brand } = await buildBrand(t.app);
  await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: parseTokens('1000'), reason: 'test' });
  const draft = await buildQuest(t.app, brand, {
    status: 'DRAFT',
    reward: '5',
    startAt: new Date('2026-01-01T00:00:00Z'),
    endAt: new Date('2030-01-01T00:00:00Z'),
  });
  const [quiz] = await t.app.ctx.db
    .insert(questConditions)
    .values({
      questId: draft.id,
      network: 'QUESTBOARD',
      action: 'QUIZ',
      params: { question: '2+2?', options: ['3', '4'], answerIndex: 1 },
      position: 0,
    })
    .returning();
  const set = await api(questsApi.update, {
    params: { id: draft.id },
    headers: owner.headers,
    body: formOf({ recurrence }),
  });
  expect(set.statusCode).toBe(200);
  expect(set.json().recurrence).toBe(recurrence);
  const published = await api(questFundsApi.publish, {
    params: { id: draft.id },
    headers: owner.headers,
    body: { amount: '100' },
  });
  expect(published.statusCode, published.body).toBe(200);
  if (!quiz) throw new Error('fixture');
  return { owner, quest: draft, quiz };
}

/** The person takes part in today's period: start, answer the quiz, complete, claim. */
async function doToday(headers: Record<string, string>, questId: string, quizId: string) {
  expect((await api(participationApi.start, { headers, params: { id: questId } })).statusCode).toBe(200);
  const verified = await api(participationApi.verify, { headers, body: { questConditionId: quizId, answerIndex: 1 } });
  expect(verified.json().status).toBe('VERIFIED');
  expect((await api(participationApi.complete, { headers, params: { id: questId } })).json().status).toBe('COMPLETED');
  const claimed = await api(participationApi.claim, { headers, params: { id: questId } });
  expect(claimed.statusCode).toBe(200);
  return claimed.json();
}

const mine = async (headers: Record<string, string>, questId: string) =>
  (await api(participationApi.userQuest, { headers, params: { id: questId } })).json<UserQuest>();

describe('a recurring quest', () => {
  it('is set on the draft: ONCE by default, a known value only, fixed once published', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const created = await api(questsApi.create, {
      headers: owner.headers,
      body: formOf({ brandId: brand.id, title: 'Daily check-in quest' }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().recurrence).toBe('ONCE');
    const id = created.json().id;
    const wrong = await api(questsApi.update, {
      params: { id },
      headers: owner.headers,
      body: formOf({ recurrence: 'HOURLY' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    const other = await buildUser(t.app, { type: 'BUSINESS' });
    const notMine = await api(questsApi.update, {
      params: { id },
      headers: other.headers,
      body: formOf({ recurrence: 'DAILY' }),
    });
    expect(notMine.statusCode).toBeGreaterThanOrEqual(403);
    const detail = await api(questsApi.detail, { params: { id }, headers: owner.headers });
    expect(detail.json().recurrence).toBe('ONCE');

    const { owner: brandOwner, quest } = await recurringQuest('WEEKLY');
    const fixed = await api(questsApi.update, {
      params: { id: quest.id },
      headers: brandOwner.headers,
      body: formOf({ recurrence: 'DAILY' }),
    });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json<ErrorBody>().message).toBe('How often a published quest repeats is fixed');
    expect((await api(questsApi.detail, { params: { id: quest.id } })).json().recurrence).toBe('WEEKLY');
  });

  it('is a new participation with its own claim each day, and days count towards a streak in the person’s zone', async () => {
    const { quest, quiz } = await recurringQuest('DAILY');
    const me = await buildUser(t.app);
    const bad = await api(usersApi.updateProfile, { headers: me.headers, body: { timeZone: 'Mars/Olympus_Mons' } });
    expect(bad.statusCode).toBe(400);
    expect((await api(usersApi.profile, { headers: me.headers })).json().timeZone).toBeNull();
    const zone = await api(usersApi.updateProfile, { headers: me.headers, body: { timeZone: 'America/New_York' } });
    expect(zone.json().timeZone).toBe('America/New_York');

    // Saturday 13 March 2027, 15:00 UTC (10:00 in New York, the day before clocks go forward).
    at('2027-03-13T15:00:00Z');
    const first = await doToday(me.headers, quest.id, quiz.id);
    expect(first.amount).toBe('5');
    expect(first.userQuest).toMatchObject({ period: '2027-03-13', nextPeriodAt: '2027-03-14T00:00:00.000Z' });
    const again = await api(participationApi.claim, { headers: me.headers, params: { id: quest.id } });
    expect(again.json<ErrorBody>().code).toBe('ALREADY_CLAIMED');
    expect(await mine(me.headers, quest.id)).toMatchObject({ status: 'CLAIMED', period: '2027-03-13' });
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({
      current: 1,
      best: 1,
      doneToday: true,
      today: '2027-03-13',
      timeZone: 'America/New_York',
    });

    // Sunday (DST starts in New York at 02:00): a new period, nothing carried over; complete needs a start.
    at('2027-03-14T15:00:00Z');
    expect(await mine(me.headers, quest.id)).toMatchObject({
      status: 'NOT_STARTED',
      period: '2027-03-14',
      conditions: [{ status: 'NOT_DONE' }],
    });
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({
      current: 1,
      doneToday: false,
    });
    const early = await api(participationApi.complete, { headers: me.headers, params: { id: quest.id } });
    expect(early.json<ErrorBody>().code).toBe('NOT_STARTED');
    const second = await doToday(me.headers, quest.id, quiz.id);
    expect(second.balance).toBe('10');
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({ current: 2, doneToday: true });

    // Tuesday 02:00 UTC is still Monday 22:00 in New York: the quest's day (UTC) is Tuesday, the streak's Monday.
    at('2027-03-16T02:00:00Z');
    await doToday(me.headers, quest.id, quiz.id);
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({
      current: 3,
      today: '2027-03-15',
      doneToday: true,
    });
    // Three days: the first milestone's XP (3 × 10) beside three quests' XP.
    expect((await api(xpApi.mine, { headers: me.headers })).json().xp).toBe(3 * 100 + 30);
    const publicView = await api(streaksApi.ofUser, { query: { userKey: me.user.username } });
    expect(publicView.json()).toEqual({ current: 3, best: 3, doneToday: true });

    // Tuesday in New York passes without a quest; Wednesday's keeps the streak with one automatic repair.
    at('2027-03-17T16:00:00Z');
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({
      current: 3,
      doneToday: false,
      repairedThisMonth: 1,
      repairsLeft: 1,
    });
    await doToday(me.headers, quest.id, quiz.id);
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({ current: 4, best: 4 });
    // The XP of the 3-day milestone counted once, however often the streak was read since.
    expect((await api(xpApi.mine, { headers: me.headers })).json().xp).toBe(4 * 100 + 30);

    // Five days later (more than two repairs): the streak is over, the best stays.
    at('2027-03-23T16:00:00Z');
    expect((await api(streaksApi.mine, { headers: me.headers })).json()).toMatchObject({ current: 0, best: 4 });
  });

  it('pays each person of a claim batch their own streak milestone, in their own zone', async () => {
    const { quest, quiz } = await recurringQuest('DAILY');
    const tokyo = await buildUser(t.app);
    const utc = await buildUser(t.app);
    await api(usersApi.updateProfile, { headers: tokyo.headers, body: { timeZone: 'Asia/Tokyo' } });
    /** Everything but the claim, so that both claims can arrive together and be paid in one batch. */
    const completeToday = async (headers: Record<string, string>) => {
      await api(participationApi.start, { headers, params: { id: quest.id } });
      await api(participationApi.verify, { headers, body: { questConditionId: quiz.id, answerIndex: 1 } });
      expect((await api(participationApi.complete, { headers, params: { id: quest.id } })).statusCode).toBe(200);
    };
    at('2027-05-01T12:00:00Z');
    await doToday(tokyo.headers, quest.id, quiz.id);
    at('2027-05-02T12:00:00Z');
    await doToday(tokyo.headers, quest.id, quiz.id);
    await doToday(utc.headers, quest.id, quiz.id);

    at('2027-05-03T12:00:00Z');
    await completeToday(tokyo.headers);
    await completeToday(utc.headers);
    const claims = await Promise.all(
      [tokyo, utc].map((person) => api(participationApi.claim, { headers: person.headers, params: { id: quest.id } })),
    );
    expect(claims.map((c) => c.statusCode)).toEqual([200, 200]);

    // Three days in Tokyo reach the first milestone (3 × 10 XP); two days in UTC reach none.
    expect((await api(streaksApi.mine, { headers: tokyo.headers })).json()).toMatchObject({ current: 3 });
    expect((await api(xpApi.mine, { headers: tokyo.headers })).json().xp).toBe(3 * 100 + 30);
    expect((await api(streaksApi.mine, { headers: utc.headers })).json()).toMatchObject({ current: 2 });
    expect((await api(xpApi.mine, { headers: utc.headers })).json().xp).toBe(2 * 100);
  });

  it('answers 404 for the streak of nobody', async () => {
    const missing = await api(streaksApi.ofUser, { query: { userKey: 'nobody_here_at_all' } });
    expect(missing.statusCode).toBe(404);
  });
});
