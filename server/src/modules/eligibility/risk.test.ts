import { randomUUID } from 'node:crypto';
import { appealsApi } from '@questboard/contract/appeals';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { riskApi } from '@questboard/contract/risk';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { buildUser, uniqueEmail } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { latestMail } from '../../../../test/helpers/mailbox';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userQuests } from '../../db/schema/participation';
import { socialAccounts } from '../../db/schema/social';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** Signs up and activates through the API from `address`, as a person (or a farm) would. */
async function signUpFrom(address: string) {
  const email = uniqueEmail('risk');
  const signUp = await api(usersApi.signUp, { body: { email, password: 'Quest1234' }, remoteAddress: address });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const code = (await latestMail(t.app, email))?.code ?? '';
  const activated = await api(usersApi.activate, { body: { email, code }, remoteAddress: address });
  expect(activated.statusCode, activated.body).toBe(200);
  const profile = await api(usersApi.profile, { headers: { authorization: `Bearer ${activated.json().accessToken}` } });
  return { id: profile.json().id as string, headers: { authorization: `Bearer ${activated.json().accessToken}` } };
}

/** Completed the quest after ten minutes on it (a human pace: completion speed does not weigh). */
async function completed(questId: string, userId: string) {
  const now = Date.now();
  await t.app.ctx.db.insert(userQuests).values({
    questId,
    userId,
    status: 'COMPLETED',
    startedAt: new Date(now - 600_000),
    completedAt: new Date(now),
  });
}

// Five accounts from one address (a farm) and an honest person from their own, all made today with a verified
// e-mail and nothing connected: the farm's shared sign-up address is what sets them apart.
const FARM_ADDRESS = `198.51.${Math.floor(Math.random() * 200)}.9`;

describe('the explainable risk score', () => {
  it('scores a farm of accounts from one address above an honest person; the brand’s maximum refuses the farm at claim with its reasons', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { reward: '1', amount: '100' });
    const id = quest.id;
    const farm = [];
    for (let i = 0; i < 5; i++) farm.push(await signUpFrom(FARM_ADDRESS));
    const honest = await signUpFrom(`203.0.113.${Math.floor(Math.random() * 200)}`);
    for (const person of [...farm, honest]) await completed(id, person.id);

    // The brand sets a maximum on the published quest; a stranger cannot, and nonsense changes nothing.
    const setLimit = (maxScore: unknown, headers = owner.headers) =>
      api(riskApi.setLimit, { params: { id }, headers, body: { maxScore } as never });
    expect((await setLimit(50, (await buildUser(t.app)).headers)).statusCode).toBe(403);
    expect((await setLimit(101)).statusCode).toBe(400);
    expect((await setLimit(50)).json()).toEqual({ maxScore: 50 });

    // The brand's list: each participant's score and reasons, with the value seen and the weight.
    const list = (await api(riskApi.list, { params: { id }, headers: owner.headers })).json();
    expect(list).toMatchObject({ maxScore: 50, total: 6 });
    const byId = new Map(list.items.map((item) => [item.user.id, item]));
    const farmer = byId.get(farm[0]?.id ?? '');
    expect(farmer).toMatchObject({ score: 60, above: true, status: 'COMPLETED' });
    expect(farmer?.reasons).toEqual([
      { signal: 'SHARED_SIGNUP_ADDRESS', weight: 25, seen: 4, threshold: 1 },
      { signal: 'NEW_ACCOUNT', weight: 20, seen: 0, threshold: 7 },
      { signal: 'FEW_IDENTITIES', weight: 15, seen: 0, threshold: 2 },
    ]);
    expect(byId.get(honest.id)).toMatchObject({ score: 35, above: false });
    expect(byId.get(honest.id)?.reasons.map((r) => r.signal)).toEqual(['NEW_ACCOUNT', 'FEW_IDENTITIES']);
    expect((await api(riskApi.list, { params: { id }, headers: farm[1]?.headers })).statusCode).toBe(403);

    // The person sees the same score and reasons before claiming.
    const mine = (await api(riskApi.mine, { params: { id }, headers: farm[1]?.headers })).json();
    expect(mine).toMatchObject({ score: 60, maxScore: 50, above: true });
    expect(mine.reasons[0]).toEqual({ signal: 'SHARED_SIGNUP_ADDRESS', weight: 25, seen: 4, threshold: 1 });

    // At claim the farm is refused with a reason per signal (and in French), the honest person is paid.
    const claim = (headers: Record<string, string>) => api(participationApi.claim, { params: { id }, headers });
    const refused = await claim(farm[1]?.headers ?? {});
    expect(refused.statusCode).toBe(403);
    const body = refused.json<ErrorBody>();
    expect(body.code).toBe('RISK_TOO_HIGH');
    expect(body.message).toContain('Your risk score is 60; this quest pays up to 50.');
    expect(body.fields?.['risk.SHARED_SIGNUP_ADDRESS']).toBe(
      '4 other account(s) signed up from the same address as yours (+25); appeal to the brand if you share a network.',
    );
    expect(Object.keys(body.fields ?? {})).toEqual([
      'risk.SHARED_SIGNUP_ADDRESS',
      'risk.NEW_ACCOUNT',
      'risk.FEW_IDENTITIES',
    ]);
    const french = await claim({ ...(farm[2]?.headers ?? {}), 'x-lang': 'fr' });
    expect(french.json<ErrorBody>().message).toContain(
      'Votre score de risque est de 60 ; cette quête paie jusqu’à 50.',
    );
    expect((await claim(honest.headers)).statusCode).toBe(200);

    // What would change it: connecting two accounts removes FEW_IDENTITIES (-15), and the claim goes through.
    const reformed = farm[3];
    if (!reformed) throw new Error('no farm account');
    for (const network of ['TWITTER', 'DISCORD'] as const) {
      await connectSocialAccount(t.app, reformed.id, { network, providerUserId: randomUUID(), username: network });
    }
    expect((await api(riskApi.mine, { params: { id }, headers: reformed.headers })).json()).toMatchObject({
      score: 45,
      above: false,
    });
    expect((await claim(reformed.headers)).statusCode).toBe(200);

    // A refused person may appeal their score; the brand accepts it and the claim goes through.
    const appellant = farm[2];
    if (!appellant) throw new Error('no farm account');
    const asked = await api(appealsApi.ask, {
      params: { id },
      headers: appellant.headers,
      body: { message: 'We share the office network.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const appeals = (await api(appealsApi.list, { params: { id }, headers: owner.headers })).json().items;
    await api(appealsApi.decide, {
      params: { id, appealId: appeals[0]?.id ?? '' },
      headers: owner.headers,
      body: { accept: true, reason: 'Known team members.' },
    });
    expect((await claim(appellant.headers)).statusCode).toBe(200);
    // Someone under the maximum who meets the rules has nothing to appeal.
    const needless = await api(appealsApi.ask, { params: { id }, headers: honest.headers, body: { message: 'Hi' } });
    expect(needless.json<ErrorBody>().code).toBe('APPEAL_NOT_NEEDED');

    // Without a maximum nobody is refused for their score.
    expect((await setLimit(null)).json()).toEqual({ maxScore: null });
    expect((await claim(farm[4]?.headers ?? {})).statusCode).toBe(200);
  });

  it('weighs an X account X says is young, and stops weighing it once it is 30 days old', async () => {
    const { quest, owner } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const person = await signUpFrom(`203.0.113.${Math.floor(Math.random() * 200)}`);
    await completed(quest.id, person.id);
    await connectSocialAccount(t.app, person.id, { network: 'TWITTER', providerUserId: randomUUID(), username: 'x' });
    const madeAgo = (days: number) =>
      t.app.ctx.db
        .update(socialAccounts)
        .set({ providerCreatedAt: new Date(Date.now() - days * 86_400_000 - 60_000) })
        .where(eq(socialAccounts.userId, person.id));
    const reasonsOf = async () => {
      const mine = (await api(riskApi.mine, { params: { id: quest.id }, headers: person.headers })).json();
      return mine.reasons.filter((r: { signal: string }) => r.signal === 'NEW_SOCIAL_ACCOUNT');
    };
    // Connected before X told its age: unknown, nothing weighs.
    expect(await reasonsOf()).toEqual([]);
    await madeAgo(5);
    expect(await reasonsOf()).toEqual([{ signal: 'NEW_SOCIAL_ACCOUNT', weight: 10, seen: 5, threshold: 30 }]);
    const list = (await api(riskApi.list, { params: { id: quest.id }, headers: owner.headers })).json();
    expect(list.items[0]?.reasons).toContainEqual({ signal: 'NEW_SOCIAL_ACCOUNT', weight: 10, seen: 5, threshold: 30 });
    await madeAgo(30);
    expect(await reasonsOf()).toEqual([]);
  });
});
