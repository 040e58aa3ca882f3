import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@questboard/contract/errors';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { socialsApi } from '@questboard/contract/socials';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest } from '../../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../../test/factories/social';
import { type BuiltUser, buildUser } from '../../../../../test/factories/users';
import { type SocialApiFake, startSocialApiFake } from '../../../../../test/fakes/social-api/social-api-fake';
import { apiOf } from '../../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { conditionChecks } from '../../../db/schema/participation';
import { questConditions } from '../../../db/schema/quests';

let fake: SocialApiFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startSocialApiFake();
  t = await createTestApp({
    ...fake.env,
    TWITTER_CLIENT_ID: 'x-client',
    TWITTER_CLIENT_SECRET: 'x-secret',
    DISCORD_CLIENT_ID: 'discord-client',
    DISCORD_CLIENT_SECRET: 'discord-secret',
    SOCIAL_CHECK_CACHE_SECONDS: '3',
  });
  // Automatic re-checks are durable jobs: this instance works them, as a started server does.
  await t.app.services.jobs.start();
});
afterAll(async () => {
  await t.close();

  await fake.close();
});

const api = apiOf(() => t.app);

const check = async (me: BuiltUser, questConditionId: string) =>
  (await api(participationApi.verify, { headers: me.headers, body: { questConditionId } })).json();
const stateOf = async (me: BuiltUser, questId: string, conditionId: string) =>
  (await api(participationApi.userQuest, { params: { id: questId }, headers: me.headers }))
    .json()
    .conditions.find((c) => c.questConditionId === conditionId);

/** A live quest with one social condition, started by a new influencer. */
async function started(network: string, action: string, params: { url?: string; handle?: string }) {
  const funded = await buildFundedQuest(t.app);
  const [condition] = await t.app.ctx.db
    .insert(questConditions)
    .values({ questId: funded.quest.id, network, action, params, position: 5 })
    .returning();
  if (!condition) throw new Error('fixture');
  const me = await buildUser(t.app, { type: 'INFLUENCER' });
  expect((await api(participationApi.start, { params: { id: funded.quest.id }, headers: me.headers })).statusCode).toBe(
    200,
  );
  return { ...funded, condition, me };
}

/** A brand account on the fake X and a participant whose X account is connected here. */
async function xWorld() {
  const brand = fake.x.addUser(`acme_${randomUUID().slice(0, 6)}`).username;
  const q = await started('TWITTER', 'FOLLOW', { handle: `@${brand}` });
  const username = `fan_${randomUUID().slice(0, 6)}`;
  const token = `x-token-${randomUUID()}`;
  const xUser = fake.x.grant(token, username);
  return { ...q, brand, username, token, xUser };
}

describe('X FOLLOW checked against the provider', () => {
  it('asks to connect first, says what it did not find, never locks out, and verifies once the follow exists', async () => {
    const w = await xWorld();
    expect(await check(w.me, w.condition.id)).toEqual({
      questConditionId: w.condition.id,
      status: 'NOT_DONE',
      note: 'Connect your X account first (Settings → Social accounts), then check again.',
      recheckAt: null,
      quizTriesLeft: null,
      canAskReview: false,
      connect: 'TWITTER',
    });
    await connectSocialAccount(t.app, w.me.user.id, {
      network: 'TWITTER',
      providerUserId: w.xUser.id,
      username: w.username,
      token: w.token,
    });
    const notYet = `We don't see a follow from @${w.username} to @${w.brand} yet: follow, then check again.`;
    const before = fake.x.calls.length;
    expect(await check(w.me, w.condition.id)).toMatchObject({
      status: 'NOT_DONE',
      note: notYet,
      canAskReview: true,
      connect: null,
    });
    // Right after, the same answer comes from the cache: a reload or a double click spends no quota.
    for (let i = 0; i < 4; i++) {
      expect(await check(w.me, w.condition.id)).toMatchObject({ status: 'NOT_DONE', note: notYet });
    }
    expect(fake.x.calls.length - before).toBe(2); // one user lookup, one page of following
    expect(await stateOf(w.me, w.quest.id, w.condition.id)).toMatchObject({ status: 'NOT_DONE', note: notYet });

    fake.x.follow(w.username, w.brand);
    // Six failed checks later, checking still works (no lockout); once the short cache lapses, the follow is seen.
    await expect.poll(async () => (await check(w.me, w.condition.id)).status, { timeout: 15_000 }).toBe('VERIFIED');
    expect(await stateOf(w.me, w.quest.id, w.condition.id)).toMatchObject({ status: 'VERIFIED', note: null });
  });

  it('counts every call X answered and the records it read on the quest’s meter, which only its owner reads', async () => {
    const w = await xWorld();
    await connectSocialAccount(t.app, w.me.user.id, {
      network: 'TWITTER',
      providerUserId: w.xUser.id,
      username: w.username,
      token: w.token,
    });
    fake.x.followMany(w.username, 3); // a page of three accounts, none of them the brand
    const before = fake.x.calls.length;
    expect(await check(w.me, w.condition.id)).toMatchObject({ status: 'NOT_DONE' });
    expect(await check(w.me, w.condition.id)).toMatchObject({ status: 'NOT_DONE' }); // from the cache: no call
    expect(fake.x.calls.length - before).toBe(2);

    const meter = await api(socialsApi.providerUsage, { params: { id: w.quest.id }, headers: w.owner.headers });
    expect(meter.statusCode).toBe(200);
    // One user lookup (1 record) and one page of following (3 records), at the default 0.01 US$ a record.
    expect(meter.json()).toEqual({
      items: [{ network: 'TWITTER', label: 'X', payer: 'PLATFORM', calls: 2, records: 4, costUsd: '0.04' }],
      xPricePerRecordUsd: '0.01',
      xOwnerPricePerRecordUsd: '0.001',
    });
    for (const headers of [w.me.headers, (await buildUser(t.app, { type: 'BUSINESS' })).headers]) {
      expect((await api(socialsApi.providerUsage, { params: { id: w.quest.id }, headers })).statusCode).toBe(403);
    }
    expect((await api(socialsApi.providerUsage, { params: { id: 'nope' }, headers: w.owner.headers })).statusCode).toBe(
      400,
    );
  });

  it('tells the participant to connect again when X refuses the stored token', async () => {
    const w = await xWorld();
    await connectSocialAccount(t.app, w.me.user.id, {
      network: 'TWITTER',
      providerUserId: w.xUser.id,
      username: w.username,
      token: 'revoked-token',
    });
    expect(await check(w.me, w.condition.id)).toMatchObject({
      status: 'NOT_DONE',
      note: 'X no longer accepts your connection: connect your X account again, then check again.',
    });
  });

  it('respects 429: says when it checks again, asks X nothing meanwhile, re-checks by itself and tells the participant', async () => {
    const w = await xWorld();
    await connectSocialAccount(t.app, w.me.user.id, {
      network: 'TWITTER',
      providerUserId: w.xUser.id,
      username: w.username,
      token: w.token,
    });
    fake.x.rateLimit.limit(2);
    const held = await check(w.me, w.condition.id);
    expect(held).toMatchObject({
      status: 'NOT_DONE',
      note: expect.stringMatching(
        /^X is limiting checks right now: we will check again at \d\d:\d\d UTC automatically\.$/,
      ),
    });
    const recheckAt = Date.parse(held.recheckAt ?? '');
    expect(recheckAt).toBeGreaterThan(Date.now());
    expect(recheckAt).toBeLessThan(Date.now() + 5_000);
    const calls = fake.x.calls.length;
    expect((await check(w.me, w.condition.id)).recheckAt).toBe(held.recheckAt);
    expect(fake.x.calls.length).toBe(calls); // held: X is not asked again before its reset

    fake.x.follow(w.username, w.brand);
    await expect
      .poll(async () => (await stateOf(w.me, w.quest.id, w.condition.id))?.status, { timeout: 15_000 })
      .toBe('VERIFIED');
    const notifications = (
      await api(notificationsApi.list, { query: { offset: 0, limit: 10 }, headers: w.me.headers })
    ).json();
    expect(notifications.items[0]).toMatchObject({
      type: 'CONDITION_CHECKED',
      title: `Your condition “Follow on X (Twitter) @${w.brand}” is verified`,
      link: `/quests/${w.quest.slug}`,
    });
    expect((await stateOf(w.me, w.quest.id, w.condition.id))?.recheckAt).toBeNull();
  });
});

describe('asking a person to review', () => {
  it('is refused before two failed checks, then hands the check and its proof to the owner', async () => {
    const w = await xWorld();
    const ask = (proof?: string) =>
      api(participationApi.askReview, {
        params: { id: w.condition.id },
        headers: w.me.headers,
        body: proof ? { proof } : {},
      });
    const early = await ask();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_YET', message: expect.stringContaining('two checks') });
    await check(w.me, w.condition.id); // not connected: a failed check
    expect((await check(w.me, w.condition.id)).canAskReview).toBe(true);
    const asked = await ask('https://x.com/fan/status/1');
    expect(asked.json()).toMatchObject({ status: 'PENDING', canAskReview: false });
    // Waiting for the owner: a new check does not take it back.
    expect((await check(w.me, w.condition.id)).status).toBe('PENDING');
    const queue = (
      await api(participationApi.reviews, { params: { id: w.quest.id }, headers: w.owner.headers })
    ).json();
    expect(queue.items).toEqual([
      expect.objectContaining({ kind: 'CONDITION', id: expect.any(String), submission: 'https://x.com/fan/status/1' }),
    ]);
    const stranger = await buildUser(t.app);
    const foreign = await api(participationApi.askReview, {
      params: { id: w.condition.id },
      headers: stranger.headers,
      body: {},
    });
    expect(foreign.json<ErrorBody>().code).toBe('NOT_STARTED');
  });
});

describe('honest labels (issue 41 item 5)', () => {
  it('a condition no API checks here is labelled checked by the brand and never paid before the brand approves it', async () => {
    const q = await started('FACEBOOK', 'FOLLOW', { handle: '@acme' });
    // Only the Facebook condition is left, so nothing else stands between the person and the reward.
    await t.app.ctx.db
      .delete(questConditions)
      .where(and(eq(questConditions.questId, q.quest.id), ne(questConditions.id, q.condition.id)));
    const actions = (await api(questsApi.actions)).json() as Array<Record<string, unknown>>;
    expect(actions.find((a) => a.network === 'FACEBOOK' && a.action === 'FOLLOW')).toMatchObject({
      checkedBy: 'REVIEW',
    });
    const verify = await api(participationApi.verify, {
      headers: q.me.headers,
      body: { questConditionId: q.condition.id, proof: 'facebook.com/me' },
    });
    expect(verify.json()).toMatchObject({ status: 'PENDING' });
    const complete = await api(participationApi.complete, { params: { id: q.quest.id }, headers: q.me.headers });
    expect(complete.json<ErrorBody>().code).toBe('NOT_COMPLETE');
    const claim = await api(participationApi.claim, { params: { id: q.quest.id }, headers: q.me.headers });
    expect(claim.statusCode).toBeGreaterThanOrEqual(400);
    const mine = await api(participationApi.userQuest, { params: { id: q.quest.id }, headers: q.me.headers });
    expect(mine.json()).toMatchObject({ status: 'STARTED' });
    // The brand's approval is what completes and pays it.
    const decided = await api(participationApi.decide, {
      headers: q.owner.headers,
      body: { kind: 'CONDITION', id: (await checkId(q.condition.id, q.me.user.id)) ?? '', approve: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await api(participationApi.userQuest, { params: { id: q.quest.id }, headers: q.me.headers });
    expect(after.json()).toMatchObject({ status: 'CLAIMED' });
  });
});

/** The id of a participant's check of one condition (what the brand's review decides on). */
async function checkId(conditionId: string, userId: string) {
  const [row] = await t.app.ctx.db
    .select({ id: conditionChecks.id })
    .from(conditionChecks)
    .where(and(eq(conditionChecks.questConditionId, conditionId), eq(conditionChecks.userId, userId)));
  return row?.id;
}

describe('who checks what', () => {
  it('the builder learns which conditions are checked here and why the others go to review', async () => {
    const actions = (await api(questsApi.actions)).json() as Array<Record<string, unknown>>;
    const find = (network: string, action: string) => actions.find((a) => a.network === network && a.action === action);
    expect(find('TWITTER', 'FOLLOW')).toMatchObject({ checkedBy: 'PLATFORM', checkNote: null });
    expect(find('DISCORD', 'JOIN')).toMatchObject({ checkedBy: 'PLATFORM' });
    expect(find('TELEGRAM', 'JOIN')).toMatchObject({ checkedBy: 'PLATFORM' });
    expect(find('INSTAGRAM', 'LIKE')).toMatchObject({
      checkedBy: 'REVIEW',
      checkNote: expect.stringContaining('Instagram gives apps no way to check'),
    });
    expect(find('FACEBOOK', 'FOLLOW')).toMatchObject({ checkedBy: 'REVIEW' });
    expect(find('TIKTOK', 'COMMENT')).toMatchObject({ checkedBy: 'REVIEW' });
    expect(find('WEB', 'QUIZ')).toMatchObject({ checkedBy: 'PLATFORM' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/v1/quests/conditions/{id}/ask-review'].post).toBeDefined();
    expect(doc.paths['/api/v1/quests/conditions/{id}/go'].get).toBeDefined();
  });

  it('conditions no provider can check go to review as before, with the proof', async () => {
    const q = await started('INSTAGRAM', 'FOLLOW', { handle: '@acme' });
    expect(
      (
        await api(participationApi.verify, {
          headers: q.me.headers,
          body: { questConditionId: q.condition.id, proof: '@me' },
        })
      ).json(),
    ).toMatchObject({ status: 'PENDING' });
    const queue = (
      await api(participationApi.reviews, { params: { id: q.quest.id }, headers: q.owner.headers })
    ).json();
    expect(queue.items[0]).toMatchObject({ submission: '@me' });
  });
});

describe('JOIN on Discord and Telegram', () => {
  it('Discord: not in the server yet, then verified after joining through the invite', async () => {
    const code = `acme${randomUUID().slice(0, 6)}`;
    fake.discord.addGuild('Acme HQ', code);
    const q = await started('DISCORD', 'JOIN', { url: `https://discord.gg/${code}` });
    const discordId = String(Date.now());
    fake.discord.grant(`dc-${discordId}`, { id: discordId, username: 'fan' });
    await connectSocialAccount(t.app, q.me.user.id, {
      network: 'DISCORD',
      providerUserId: discordId,
      username: 'fan',
      token: `dc-${discordId}`,
    });
    expect(await check(q.me, q.condition.id)).toMatchObject({
      status: 'NOT_DONE',
      note: "We don't see fan in the Acme HQ Discord server yet: join it, then check again.",
    });
    fake.discord.join(discordId, code);
    await expect.poll(async () => (await check(q.me, q.condition.id)).status, { timeout: 15_000 }).toBe('VERIFIED');
  });

  it('Telegram: the bot asks getChatMember for the proven Telegram id', async () => {
    const chat = `acme_${randomUUID().slice(0, 6)}`;
    fake.telegram.addChat(chat);
    const q = await started('TELEGRAM', 'JOIN', { url: `https://t.me/${chat}` });
    const telegramId = String(Math.floor(Math.random() * 1e9));
    await connectSocialAccount(t.app, q.me.user.id, {
      network: 'TELEGRAM',
      providerUserId: telegramId,
      username: 'fan',
    });
    expect((await check(q.me, q.condition.id)).note).toBe(
      `We don't see you in @${chat} on Telegram yet: join it, then check again.`,
    );
    fake.telegram.setMember(chat, telegramId, 'member');
    await expect.poll(async () => (await check(q.me, q.condition.id)).status, { timeout: 15_000 }).toBe('VERIFIED');
  });
});
