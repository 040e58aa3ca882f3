import { randomUUID } from 'node:crypto';
import { type EligibilityRule, eligibilityApi } from '@questboard/contract/eligibility';
import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { type SocialApiFake, startSocialApiFake } from '../../../../test/fakes/social-api/social-api-fake';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questEligibility } from '../../db/schema/eligibility';

let fake: SocialApiFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startSocialApiFake();
  t = await createTestApp({
    ...fake.env,
    DISCORD_CLIENT_ID: 'discord-client',
    DISCORD_CLIENT_SECRET: 'discord-secret',
    // Answers are not reused: each step joins or connects and checks again at once.
    SOCIAL_CHECK_CACHE_SECONDS: '0',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const api = apiOf(() => t.app);
const DAY = 86_400_000;

describe('Discord member since', () => {
  it('asks to connect Discord, says "not a member", then the days since joining; met at start and at claim', async () => {
    const code = `acme-${randomUUID().slice(0, 6)}`;
    const guild = fake.discord.addGuild('Acme', code);
    const rule: EligibilityRule = { kind: 'DISCORD_MEMBER_SINCE', guildId: guild.id, days: 30 };
    const key = `rules.DISCORD_MEMBER_SINCE:${guild.id}`;
    const { quest } = await buildFundedQuest(t.app);
    await t.app.ctx.db.insert(questEligibility).values({ questId: quest.id, rules: [rule] });
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!person) throw new Error('no participant');
    const claim = () => api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
    const statuses = async () =>
      (await api(eligibilityApi.get, { params: { id: quest.id }, headers: person.headers })).json().rules;

    expect((await claim()).json<ErrorBody>().fields).toEqual({
      [key]: 'This quest needs a connected Discord account: connect yours in your settings.',
    });
    const discordId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const token = `discord-token-${randomUUID()}`;
    fake.discord.grant(token, { id: discordId, username: 'fan' });
    await connectSocialAccount(t.app, person.id, {
      network: 'DISCORD',
      providerUserId: discordId,
      username: 'fan',
      token,
    });
    expect((await claim()).json<ErrorBody>().fields).toEqual({
      [key]: 'You are not a member of this Discord server; this quest needs 30 day(s) of membership.',
    });
    expect(await statuses()).toEqual([{ rule, met: false, seen: null }]);

    fake.discord.join(discordId, code, new Date(Date.now() - 12 * DAY - 60_000));
    const young = await claim();
    expect(young.statusCode).toBe(403);
    expect(young.json<ErrorBody>().fields).toEqual({
      [key]: 'You joined this Discord server 12 day(s) ago; this quest needs 30.',
    });
    expect(await statuses()).toEqual([{ rule, met: false, seen: 12 }]);
    expect(fake.discord.calls).toContain(`/users/@me/guilds/${guild.id}/member`);

    fake.discord.join(discordId, code, new Date(Date.now() - 45 * DAY));
    expect(await statuses()).toEqual([{ rule, met: true, seen: 45 }]);
    expect((await claim()).statusCode).toBe(200);
  });

  it('answers 429 with its wait when Discord limits us, never "not a member"; the quest page shows the rule unread', async () => {
    const code = `limit-${randomUUID().slice(0, 6)}`;
    const guild = fake.discord.addGuild('Limited', code);
    const { quest } = await buildFundedQuest(t.app);
    await t.app.ctx.db
      .insert(questEligibility)
      .values({ questId: quest.id, rules: [{ kind: 'DISCORD_MEMBER_SINCE', guildId: guild.id, days: 1 }] });
    const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!person) throw new Error('no participant');
    const discordId = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const token = `discord-token-${randomUUID()}`;
    fake.discord.grant(token, { id: discordId, username: 'busy' });
    await connectSocialAccount(t.app, person.id, {
      network: 'DISCORD',
      providerUserId: discordId,
      username: 'b',
      token,
    });
    fake.discord.rateLimit.limit(5);
    const answer = await api(participationApi.claim, { params: { id: quest.id }, headers: person.headers });
    expect(answer.statusCode).toBe(429);
    expect(answer.json<ErrorBody>().code).toBe('RATE_LIMITED');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // The quest page shows the rule unread rather than failing, or saying "not a member".
    fake.discord.rateLimit.limit(5);
    const page = await api(eligibilityApi.get, { params: { id: quest.id }, headers: person.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ eligible: false, rules: [{ met: null, seen: null }] });
  });
});

describe('Discord not set up here', () => {
  it('refuses the rule in the builder: membership could not be verified', async () => {
    const bare = await createTestApp();
    try {
      const { owner, brand } = await buildBrand(bare.app);
      const quest = await buildQuest(bare.app, brand, { status: 'DRAFT' });
      const answer = await apiOf(() => bare.app)(eligibilityApi.set, {
        params: { id: quest.id },
        headers: owner.headers,
        body: { rules: [{ kind: 'DISCORD_MEMBER_SINCE', guildId: '123456789012345678', days: 30 }] },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ErrorBody>().fields).toEqual({
        'rules.0.guildId':
          'Discord is not set up on this Questboard, so membership cannot be verified: this rule cannot be used.',
      });
    } finally {
      await bare.close();
    }
  });
});
