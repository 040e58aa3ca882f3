import { XP_PER_QUEST, XP_PER_REFERRAL } from '@questboard/contract/constants';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { type MyReferrals, type QuestReferrals, referralsApi } from '@questboard/contract/referrals';
import { usersApi } from '@questboard/contract/users';
import { xpApi } from '@questboard/contract/xp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser, uniqueEmail } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';
import { referrals } from '../../db/schema/referrals';
import { inTransaction } from '../ledger/ledger.module';
import { findUserByEmail } from '../users/users.module';
import { countReferralsOnRewardsPaid } from './referral-recording';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

async function myReferrals(headers: Record<string, string>): Promise<MyReferrals> {
  const response = await api(referralsApi.mine, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyReferrals>();
}

/** Who brought this person, as recorded (undefined: nobody). */
async function referrerOf(userId: string) {
  const [row] = await t.app.ctx.db.select().from(referrals).where(eq(referrals.referredId, userId));
  return row?.referrerId;
}

/** Signs up through the API with a referral code and answers the new account and its e-mailed code. */
async function signUpWith(ref: string | undefined, email = uniqueEmail('newcomer')) {
  const response = await api(usersApi.signUp, { body: { email, password: 'Quest1234', ref } });
  expect(response.statusCode, response.body).toBe(200);
  const user = await findUserByEmail(t.app.ctx.db, email);
  if (!user) throw new Error('no account');
  return { email, user, code: (await latestMail(t.app, email))?.code ?? '' };
}

/** A funded quest the person has completed (its one step done), ready to claim. */
async function completedQuestOf(userId: string) {
  const { quest, owner } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
  await t.app.ctx.db
    .insert(userQuests)
    .values({ questId: quest.id, userId, status: 'COMPLETED', completedAt: new Date() });
  return { quest, owner };
}

describe('a referral link', () => {
  it('is mine: a stable code and path, with nothing invited yet; guests get 401', async () => {
    const me = await buildUser(t.app);
    const first = await myReferrals(me.headers);
    expect(first).toEqual({
      code: expect.stringMatching(/^[23456789a-z]{8}$/),
      path: `/r/${first.code}`,
      invited: 0,
      counted: 0,
      xpEarned: 0,
      xpPerReferral: XP_PER_REFERRAL,
    });
    const again = await Promise.all([myReferrals(me.headers), myReferrals(me.headers)]);
    expect(again.map((r) => r.code)).toEqual([first.code, first.code]);
    expect((await api(referralsApi.mine, {})).statusCode).toBe(401);
  });

  it('records who brought a new account once; unknown codes are ignored, self-referral and later changes refused', async () => {
    const referrer = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { code } = await myReferrals(referrer.headers);
    const { code: otherCode } = await myReferrals(other.headers);

    // The link's code as a person may paste it: upper case, spaces around.
    const newcomer = await signUpWith(` ${code.toUpperCase()} `);
    expect(await referrerOf(newcomer.user.id)).toBe(referrer.user.id);
    expect(await myReferrals(referrer.headers)).toMatchObject({ invited: 1, counted: 0, xpEarned: 0 });

    // Signing up again with the same address (another code) makes no new account: the referrer stays.
    await signUpWith(otherCode, newcomer.email);
    expect(await referrerOf(newcomer.user.id)).toBe(referrer.user.id);
    expect((await myReferrals(other.headers)).invited).toBe(0);

    // The code's owner "signing up" with their own address and code: no account is made, nothing recorded.
    await signUpWith(code, referrer.user.email);
    expect(await referrerOf(referrer.user.id)).toBeUndefined();
    expect((await myReferrals(referrer.headers)).invited).toBe(1);

    // Unknown and ill-shaped codes: the sign-up goes through as if there were none.
    expect(await referrerOf((await signUpWith('zzzzzzzz')).user.id)).toBeUndefined();
    expect(await referrerOf((await signUpWith('<script>')).user.id)).toBeUndefined();

    // The database keeps it so: no self-referral, no second referrer, no change of who brought whom.
    const db = t.app.ctx.db;
    await expect(
      db.insert(referrals).values({ referrerId: other.user.id, referredId: other.user.id }),
    ).rejects.toThrow();
    await expect(
      db.insert(referrals).values({ referrerId: other.user.id, referredId: newcomer.user.id }),
    ).rejects.toThrow();
    await expect(
      db.update(referrals).set({ referrerId: other.user.id }).where(eq(referrals.referredId, newcomer.user.id)),
    ).rejects.toThrow();
    expect(await referrerOf(newcomer.user.id)).toBe(referrer.user.id);
  });

  it('refuses an oversized code with a 400 the newcomer can read', async () => {
    const response = await api(usersApi.signUp, {
      body: { email: uniqueEmail(), password: 'Quest1234', ref: 'x'.repeat(65) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('a referral counts', () => {
  it('only once the referred person activated and had a first quest paid, with the referrer’s XP exactly once', async () => {
    const referrer = await buildUser(t.app);
    const { code } = await myReferrals(referrer.headers);
    const newcomer = await signUpWith(code);

    // Signed up, not activated: a paid reward (as a retry of the claim path would tell it) counts nothing.
    const early = await completedQuestOf(newcomer.user.id);
    await inTransaction(t.app.ctx.db, (tx) =>
      countReferralsOnRewardsPaid(tx, [
        {
          userId: newcomer.user.id,
          participationId: newcomer.user.id,
          questId: early.quest.id,
          questTitle: null,
          questSlug: '',
          amount: 0n,
          referralBonus: 0n,
        },
      ]),
    );
    expect(await myReferrals(referrer.headers)).toMatchObject({ invited: 1, counted: 0, xpEarned: 0 });

    // Activated, no quest paid yet: still not counted.
    const activated = await api(usersApi.activate, { body: { email: newcomer.email, code: newcomer.code } });
    expect(activated.statusCode, activated.body).toBe(200);
    const headers = bearer(activated.json().accessToken);
    expect((await myReferrals(referrer.headers)).counted).toBe(0);

    // Two quests claimed at once: the referral counts once, in the claims' transactions.
    const second = await completedQuestOf(newcomer.user.id);
    const claims = await Promise.all(
      [early.quest.id, second.quest.id].map((id) => api(participationApi.claim, { params: { id }, headers })),
    );
    expect(claims.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(await myReferrals(referrer.headers)).toMatchObject({ invited: 1, counted: 1, xpEarned: XP_PER_REFERRAL });
    expect((await api(xpApi.mine, { headers: referrer.headers })).json().xp).toBe(XP_PER_REFERRAL);
    expect((await api(xpApi.mine, { headers })).json().xp).toBe(2 * XP_PER_QUEST);

    // A later quest, and the same paid event told again: nothing more.
    const third = await completedQuestOf(newcomer.user.id);
    expect((await api(participationApi.claim, { params: { id: third.quest.id }, headers })).statusCode).toBe(200);
    await inTransaction(t.app.ctx.db, (tx) =>
      countReferralsOnRewardsPaid(tx, [
        {
          userId: newcomer.user.id,
          participationId: newcomer.user.id,
          questId: third.quest.id,
          questTitle: null,
          questSlug: '',
          amount: 0n,
          referralBonus: 0n,
        },
      ]),
    );
    expect(await myReferrals(referrer.headers)).toMatchObject({ counted: 1, xpEarned: XP_PER_REFERRAL });
  });
});

describe('a quest’s referral tree', () => {
  it('shows its owner who brought whom among the participants, depth-limited and paged; nobody else', async () => {
    const { quest, owner } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [a, b, c, d, e, outsider] = await Promise.all(Array.from({ length: 6 }, () => buildUser(t.app)));
    if (!a || !b || !c || !d || !e || !outsider) throw new Error('fixture');
    const db = t.app.ctx.db;
    // a brought b (counted) and outsider (not a participant); b brought c; c brought d; e brought nobody.
    await db.insert(referrals).values([
      { referrerId: a.user.id, referredId: b.user.id, countedAt: new Date() },
      { referrerId: a.user.id, referredId: outsider.user.id },
      { referrerId: b.user.id, referredId: c.user.id },
      { referrerId: c.user.id, referredId: d.user.id },
    ]);
    await db
      .insert(userQuests)
      .values([a, b, c, d, e].map((p) => ({ questId: quest.id, userId: p.user.id, status: 'STARTED' as const })));

    const tree = await api(referralsApi.ofQuest, { params: { id: quest.id }, headers: owner.headers });
    expect(tree.statusCode, tree.body).toBe(200);
    const body = tree.json<QuestReferrals>();
    expect(body).toMatchObject({ total: 1, referred: 3, truncated: false });
    expect(body.items.map((n) => [n.user.username, n.depth, n.referrerId, n.counted, n.brought])).toEqual([
      [a.user.username, 0, null, null, 1],
      [b.user.username, 1, a.user.id, true, 1],
      [c.user.username, 2, b.user.id, false, 1],
      [d.user.username, 3, c.user.id, false, 0],
    ]);

    const shallow = await api(referralsApi.ofQuest, {
      params: { id: quest.id },
      query: { depth: 1 },
      headers: owner.headers,
    });
    expect(shallow.json<QuestReferrals>().items.map((n) => n.depth)).toEqual([0, 1]);
    const pastLast = await api(referralsApi.ofQuest, {
      params: { id: quest.id },
      query: { offset: 1 },
      headers: owner.headers,
    });
    expect(pastLast.json<QuestReferrals>()).toMatchObject({ items: [], total: 1 });

    const business = await buildUser(t.app, { type: 'BUSINESS' });
    for (const headers of [business.headers, a.headers]) {
      const refused = await api(referralsApi.ofQuest, { params: { id: quest.id }, headers });
      expect(refused.statusCode).toBe(403);
    }
    expect((await api(referralsApi.ofQuest, { params: { id: quest.id } })).statusCode).toBe(401);
    for (const bad of [{ depth: 9 }, { limit: 0 }, { offset: -1 }]) {
      const response = await api(referralsApi.ofQuest, {
        params: { id: quest.id },
        query: bad,
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    const notAnId = await api(referralsApi.ofQuest, { params: { id: 'nope' }, headers: owner.headers });
    expect(notAnId.statusCode).toBe(400);
  });
});
