import { type EligibilityRule, eligibilityApi } from '@questboard/contract/eligibility';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questEligibility } from '../../db/schema/eligibility';
import { userQuests } from '../../db/schema/participation';
import { socialAccounts } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { balanceOf, userAccount } from '../ledger/ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const DAY = 86_400_000;
/** A published quest's rules, written as the builder left them before publishing. */
const withRules = (questId: string, rules: EligibilityRule[]) =>
  t.app.ctx.db.insert(questEligibility).values({ questId, rules });
const eligibilityOf = async (questId: string, headers?: { authorization: string }) =>
  (await api(eligibilityApi.get, { params: { id: questId }, ...(headers ? { headers } : {}) })).json();
const ageAccount = (userId: string, days: number) =>
  t.app.ctx.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, userId));

describe('setting who may take part', () => {
  it('saves the rules of a draft; bad input, a stranger and a published quest change nothing', async () => {
    const { owner, brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const set = (body: unknown, headers = owner.headers) =>
      api(eligibilityApi.set, { params: { id: quest.id }, headers, body: body as never });
    const rules = [{ kind: 'ACCOUNT_AGE', days: 30 }, { kind: 'VERIFIED_EMAIL' }];
    const saved = await set({ rules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rules.map((s: { rule: unknown }) => s.rule)).toEqual(rules);

    for (const bad of [
      { rules: [{ kind: 'ACCOUNT_AGE', days: 0 }] },
      { rules: [{ kind: 'MIN_LEVEL', level: 2.5 }] },
      { rules: [{ kind: 'VERIFIED_EMAIL' }, { kind: 'VERIFIED_EMAIL' }] },
      { rules: [{ kind: 'CONNECTED_NETWORK', network: 'MYSPACE' }] },
      { rules: [{ kind: 'NO_BOTS' }] },
    ]) {
      const answer = await set(bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    const stranger = await buildBrand(t.app);
    // A draft is hidden from other brands: 404, as for any quest they may not read.
    expect((await set({ rules: [] }, stranger.owner.headers)).statusCode).toBe(404);
    expect((await eligibilityOf(quest.id, owner.headers)).rules.map((s: { rule: unknown }) => s.rule)).toEqual(rules);

    const published = await buildQuest(t.app, brand);
    const late = await api(eligibilityApi.set, {
      params: { id: published.id },
      headers: owner.headers,
      body: { rules: [{ kind: 'VERIFIED_EMAIL' }] },
    });
    expect(late.statusCode).toBe(409);
    expect((await eligibilityOf(published.id)).rules).toEqual([]);
  });
});

describe('starting a quest with rules', () => {
  it('refuses a 3-day-old account with the rule, what was seen and what is needed, and lets a 31-day-old one in', async () => {
    const { quest } = await buildFundedQuest(t.app);
    await withRules(quest.id, [{ kind: 'ACCOUNT_AGE', days: 30 }, { kind: 'VERIFIED_EMAIL' }]);
    const person = await buildUser(t.app);
    await ageAccount(person.user.id, 3);

    const refused = await api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'RULES_NOT_MET',
      fields: { 'rules.ACCOUNT_AGE': 'Your account is 3 day(s) old; this quest needs 30.' },
    });
    expect(Object.keys(refused.json<ErrorBody>().fields ?? {})).toEqual(['rules.ACCOUNT_AGE']);
    const rows = await t.app.ctx.db
      .select()
      .from(userQuests)
      .where(and(eq(userQuests.questId, quest.id), eq(userQuests.userId, person.user.id)));
    expect(rows).toEqual([]);
    expect(await eligibilityOf(quest.id, person.headers)).toMatchObject({
      eligible: false,
      rules: [
        { rule: { kind: 'ACCOUNT_AGE', days: 30 }, met: false, seen: 3 },
        { rule: { kind: 'VERIFIED_EMAIL' }, met: true, seen: true },
      ],
    });
    expect(await eligibilityOf(quest.id)).toMatchObject({ eligible: null, rules: [{ met: null, seen: null }, {}] });

    await ageAccount(person.user.id, 31);
    const started = await api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
    expect(started.statusCode).toBe(200);
    expect((await eligibilityOf(quest.id, person.headers)).eligible).toBe(true);
  });

  it('reads connected networks, X followers, level and completed quests', async () => {
    const { quest } = await buildFundedQuest(t.app);
    await withRules(quest.id, [
      { kind: 'CONNECTED_NETWORK', network: 'DISCORD' },
      { kind: 'MIN_FOLLOWERS', followers: 100 },
      { kind: 'MIN_LEVEL', level: 2 },
      { kind: 'COMPLETED_QUESTS', count: 1 },
    ]);
    const person = await buildUser(t.app);
    const before = await api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
    expect(before.statusCode).toBe(403);
    expect(before.json<ErrorBody>().fields).toEqual({
      'rules.CONNECTED_NETWORK:DISCORD': 'This quest needs a connected Discord account.',
      'rules.MIN_FOLLOWERS': 'This quest needs an X account with 100 followers; connect one.',
      'rules.MIN_LEVEL': 'You are level 1; this quest needs level 2.',
      'rules.COMPLETED_QUESTS': 'You have completed 0 quest(s); this quest needs 1.',
    });
    await connectSocialAccount(t.app, person.user.id, {
      network: 'DISCORD',
      providerUserId: `d-${person.user.id}`,
      username: 'd',
    });
    await connectSocialAccount(t.app, person.user.id, {
      network: 'TWITTER',
      providerUserId: `x-${person.user.id}`,
      username: 'x',
    });
    await t.app.ctx.db.update(socialAccounts).set({ audience: 99 }).where(eq(socialAccounts.userId, person.user.id));
    const other = await buildFundedQuest(t.app);
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: other.quest.id, userId: person.user.id, status: 'CLAIMED', completedAt: new Date() });
    const after = await eligibilityOf(quest.id, person.headers);
    expect(after.rules.map((s: { met: boolean | null; seen: unknown }) => [s.met, s.seen])).toEqual([
      [true, true],
      [false, 99],
      [false, 1],
      [true, 1],
    ]);
  });
});

describe('the age of the X account', () => {
  it('reads the days since X made the account: none connected or age untold, too young, old enough', async () => {
    const { quest } = await buildFundedQuest(t.app);
    await withRules(quest.id, [{ kind: 'X_ACCOUNT_AGE', days: 30 }]);
    const person = await buildUser(t.app);
    const start = () => api(participationApi.start, { params: { id: quest.id }, headers: person.headers });
    const needed =
      'This quest needs an X account at least 30 day(s) old; connect yours (again, if X did not tell its age).';
    expect((await start()).json<ErrorBody>().fields).toEqual({ 'rules.X_ACCOUNT_AGE': needed });

    await connectSocialAccount(t.app, person.user.id, {
      network: 'TWITTER',
      providerUserId: `x-age-${person.user.id}`,
      username: 'x',
    });
    expect((await start()).json<ErrorBody>().fields).toEqual({ 'rules.X_ACCOUNT_AGE': needed });

    const madeAgo = (days: number) =>
      t.app.ctx.db
        .update(socialAccounts)
        .set({ providerCreatedAt: new Date(Date.now() - days * DAY - 60_000) })
        .where(eq(socialAccounts.userId, person.user.id));
    await madeAgo(12);
    const young = await start();
    expect(young.statusCode).toBe(403);
    expect(young.json<ErrorBody>().fields).toEqual({
      'rules.X_ACCOUNT_AGE': 'Your X account is 12 day(s) old; this quest needs 30.',
    });
    expect((await eligibilityOf(quest.id, person.headers)).rules).toEqual([
      { rule: { kind: 'X_ACCOUNT_AGE', days: 30 }, met: false, seen: 12 },
    ]);

    await madeAgo(400);
    expect((await start()).statusCode).toBe(200);
  });
});

describe('claiming with rules', () => {
  it('checks the rules again at claim: no proven wallet, no payment; proven, paid', async () => {
    const { quest } = await buildFundedQuest(t.app);
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!person) throw new Error('no participant');
    await withRules(quest.id, [{ kind: 'PROVEN_WALLET' }]);
    const claim = () => api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });

    const refused = await claim();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('RULES_NOT_MET');
    expect(refused.json<ErrorBody>().fields?.['rules.PROVEN_WALLET']).toMatch(/proven wallet address/);
    expect(await balanceOf(t.app.ctx.db, userAccount(person.id))).toBe(0n);

    await t.app.ctx.db
      .update(users)
      .set({ cryptoAddress: `0x${person.id.replaceAll('-', '').padEnd(40, '0')}`, cryptoAddressProvenAt: new Date() })
      .where(eq(users.id, person.id));
    expect((await claim()).statusCode).toBe(200);
    expect(await balanceOf(t.app.ctx.db, userAccount(person.id))).toBeGreaterThan(0n);
  });
});
