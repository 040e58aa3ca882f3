import { randomUUID } from 'node:crypto';
import { type BadgeAward, badgesApi } from '@questboard/contract/badges';
import type { ErrorBody } from '@questboard/contract/errors';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { brands } from '../../db/schema/brands';
import { userQuests } from '../../db/schema/participation';
import { inTransaction } from '../ledger/ledger.module';
import { awardXp } from '../xp/xp-ledger';
import { TOP_BADGE_MIN_BOARD } from './badge-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
type Person = { id: string; headers: { authorization: string } };

const badgesOf = async (userKey: string): Promise<BadgeAward[]> =>
  (await api(badgesApi.ofUser, { query: { userKey } })).json().items;
/** Awards come after the claim's commit: wait until the person holds `count` badges. */
const badgesOnceThere = async (userKey: string, count: number) => {
  await expect.poll(async () => (await badgesOf(userKey)).length, { timeout: 5000 }).toBe(count);
  return badgesOf(userKey);
};
const claim = (questId: string, person: Person) =>
  api(participationApi.claim, { params: { id: questId }, headers: person.headers });
const bell = async (person: Person) =>
  (await api(notificationsApi.list, { headers: person.headers }))
    .json()
    .items.filter((n) => n.type === 'BADGE_AWARDED');

/** A second quest of another brand, completed by `person` (ready to claim). */
async function anotherCompletedQuest(person: Person) {
  const funded = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
  await t.app.ctx.db
    .insert(userQuests)
    .values({ questId: funded.quest.id, userId: person.id, status: 'COMPLETED', completedAt: new Date() });
  return funded;
}

describe('badges awarded by rules', () => {
  it('a first claimed quest earns "First quest" once, told in the bell; a second quest earns it no second time', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    expect(await badgesOf(me.id)).toEqual([]);

    expect((await claim(quest.id, me)).statusCode).toBe(200);
    const [first] = await badgesOnceThere(me.id, 1);
    expect(first).toMatchObject({ kind: 'FIRST_QUEST', name: 'First quest', icon: 'rocket', brand: null });
    await expect.poll(async () => (await bell(me)).length).toBe(1);
    expect((await bell(me))[0]).toMatchObject({ title: 'New badge: First quest', link: `/badges/${first?.id}` });

    const second = await anotherCompletedQuest(me);
    expect((await claim(second.quest.id, me)).statusCode).toBe(200);
    expect((await claim(quest.id, me)).statusCode).toBe(409);
    // Heard again (a retried event, two instances), the same completions award nothing new, even at once.
    const again = { userIds: [me.id, me.id], questIds: [quest.id, second.quest.id] };
    const awards = t.app.services.badgeAwards;
    expect((await Promise.all([awards.award(again), awards.award(again)])).flat()).toEqual([]);
    expect((await badgesOf(me.id)).map((b) => b.kind)).toEqual(['FIRST_QUEST']);
    expect(await bell(me)).toHaveLength(1);

    // In French, the badge and its notice read in French.
    const fr = await api(badgesApi.ofUser, { query: { userKey: me.id }, headers: { 'x-lang': 'fr' } });
    expect(fr.json().items[0]).toMatchObject({ name: 'Première quête' });
  });

  it('ten completed quests earn "Ten quests"', async () => {
    const { quest, brand } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    // Nine other quests already completed (not claimed: the quests pay at their end, or need no claim).
    for (let i = 0; i < 9; i++) {
      const other = await buildQuest(t.app, brand);
      await t.app.ctx.db
        .insert(userQuests)
        .values({ questId: other.id, userId: me.id, status: 'COMPLETED', completedAt: new Date() });
    }
    expect((await claim(quest.id, me)).statusCode).toBe(200);
    const held = await badgesOnceThere(me.id, 2);
    expect(held.map((b) => b.kind).sort()).toEqual(['FIRST_QUEST', 'TEN_QUESTS']);
  });

  it('a quest completed on the seventh day in a row earns "7-day streak" (with the streak milestone XP)', async () => {
    const { quest, brand } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    // Six days before today, one quest completed each day (UTC, the zone of a person who set none).
    for (let daysAgo = 1; daysAgo <= 6; daysAgo++) {
      const other = await buildQuest(t.app, brand);
      await t.app.ctx.db.insert(userQuests).values({
        questId: other.id,
        userId: me.id,
        status: 'COMPLETED',
        completedAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
    }
    expect((await claim(quest.id, me)).statusCode).toBe(200);
    const held = await badgesOnceThere(me.id, 2);
    expect(held.map((b) => b.kind).sort()).toEqual(['FIRST_QUEST', 'STREAK_7']);
    expect(held.find((b) => b.kind === 'STREAK_7')).toMatchObject({ name: '7-day streak', icon: 'flame' });
  });

  it('completing a quest while among the ten first of a full XP board earns "Top 10"', async () => {
    // A board of enough people, each well ahead of a person with one quest's XP (so no other test's claimer is
    // among the ten first), and a person far ahead of them all.
    const crowd = await buildParticipants(t.app, TOP_BADGE_MIN_BOARD);
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    const xp = (userId: string, amount: number) => ({
      userId,
      amount,
      source: 'CORRECTION' as const,
      sourceId: randomUUID(),
    });
    await inTransaction(t.app.ctx.db, (tx) =>
      awardXp(tx, [...crowd.map((p) => xp(p.id, 10_000)), xp(me.id, 1_000_000_000)]),
    );
    expect((await claim(quest.id, me)).statusCode).toBe(200);
    const held = await badgesOnceThere(me.id, 2);
    expect(held.map((b) => b.kind).sort()).toEqual(['FIRST_QUEST', 'TOP_10_XP']);
    expect(held.find((b) => b.kind === 'TOP_10_XP')).toMatchObject({ name: 'Top 10', icon: 'crown' });
  });
});

describe("a brand's own badge", () => {
  it('its owner defines it and attaches it to a quest; completing that quest earns it, another quest does not', async () => {
    const { quest, owner, brand } = await buildFundedQuest(t.app, { reward: '2', amount: '20' });
    const stranger = await buildBrand(t.app);
    const body = { name: 'Early supporter', description: 'Was there on day one.', icon: 'gem' as const };

    // Nobody but the owner defines it or attaches it; nothing changes.
    const refused = await api(badgesApi.saveBrandBadge, {
      params: { id: brand.id },
      headers: stranger.owner.headers,
      body,
    });
    expect(refused.statusCode).toBe(403);
    expect((await api(badgesApi.brandBadge, { params: { id: brand.id } })).json()).toEqual({
      badge: null,
      holders: 0,
      questIds: [],
    });
    const early = await api(badgesApi.attachQuestBadge, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { attached: true },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().code).toBe('BRAND_BADGE_MISSING');

    // Bad input is a 400 with a readable message; a logo the brand has not uploaded is refused.
    const short = await api(badgesApi.saveBrandBadge, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { ...body, name: 'x' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().fields?.name).toBe('A badge name has at least 2 characters');
    const noLogo = await api(badgesApi.saveBrandBadge, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { ...body, imageFrom: 'LOGO' },
    });
    expect(noLogo.statusCode).toBe(400);
    expect(noLogo.json<ErrorBody>().code).toBe('BADGE_IMAGE_MISSING');

    await t.app.ctx.db.update(brands).set({ logo: '/uploads/brand-logo.webp' }).where(eq(brands.id, brand.id));
    const saved = await api(badgesApi.saveBrandBadge, {
      params: { id: brand.id },
      headers: owner.headers,
      body: { ...body, imageFrom: 'LOGO' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().badge).toMatchObject({ ...body, image: '/uploads/brand-logo.webp', imageFrom: 'LOGO' });

    const notMine = await api(badgesApi.attachQuestBadge, {
      params: { id: quest.id },
      headers: stranger.owner.headers,
      body: { attached: true },
    });
    expect(notMine.statusCode).toBe(403);
    expect((await api(badgesApi.questBadge, { params: { id: quest.id } })).json()).toEqual({ badge: null });
    const attached = await api(badgesApi.attachQuestBadge, {
      params: { id: quest.id },
      headers: owner.headers,
      body: { attached: true },
    });
    expect(attached.json().badge).toMatchObject({ name: 'Early supporter' });
    expect((await api(badgesApi.questBadge, { params: { id: quest.id } })).json().badge?.name).toBe('Early supporter');

    const [fan] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!fan) throw new Error('fixture');
    // A quest of another brand, without the badge, earns only the rule's badge.
    const elsewhere = await anotherCompletedQuest(fan);
    expect((await claim(elsewhere.quest.id, fan)).statusCode).toBe(200);
    expect((await badgesOnceThere(fan.id, 1)).map((b) => b.kind)).toEqual(['FIRST_QUEST']);

    expect((await claim(quest.id, fan)).statusCode).toBe(200);
    const held = await badgesOnceThere(fan.id, 2);
    const mine = held.find((b) => b.kind === 'BRAND');
    expect(mine).toMatchObject({
      name: 'Early supporter',
      description: 'Was there on day one.',
      icon: 'gem',
      image: '/uploads/brand-logo.webp',
      brand: { id: brand.id, slug: brand.slug },
      quest: { slug: quest.slug },
    });
    await expect
      .poll(async () => (await bell(fan)).map((n) => n.title).sort())
      .toEqual(['New badge: Early supporter', 'New badge: First quest']);
    // Anyone reads how many hold it and which quests award it.
    await expect
      .poll(async () => (await api(badgesApi.brandBadge, { params: { id: brand.slug } })).json())
      .toMatchObject({ badge: { name: 'Early supporter' }, holders: 1, questIds: [quest.id] });
  });

  it('of a brand nobody may see yet is 404 to others, and a draft quest that awards it shows to its owner only', async () => {
    const { brand, owner } = await buildBrand(t.app, { status: 'CREATING' });
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const body = { name: 'Founding member', description: 'Joined before launch.' };
    expect(
      (await api(badgesApi.saveBrandBadge, { params: { id: brand.id }, headers: owner.headers, body })).statusCode,
    ).toBe(200);
    expect(
      (
        await api(badgesApi.attachQuestBadge, {
          params: { id: draft.id },
          headers: owner.headers,
          body: { attached: true },
        })
      ).statusCode,
    ).toBe(200);
    const stranger = await buildUser(t.app);
    for (const headers of [{}, stranger.headers]) {
      const hidden = await api(badgesApi.brandBadge, { params: { id: brand.id }, headers });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json<ErrorBody>().code).toBe('BRAND_NOT_FOUND');
    }
    expect(
      (await api(badgesApi.brandBadge, { params: { id: brand.id }, headers: owner.headers })).json(),
    ).toMatchObject({
      badge: { name: 'Founding member' },
      questIds: [draft.id],
    });

    await t.app.ctx.db.update(brands).set({ status: 'ACTIVE' }).where(eq(brands.id, brand.id));
    expect((await api(badgesApi.brandBadge, { params: { id: brand.id } })).json()).toMatchObject({
      badge: { name: 'Founding member' },
      holders: 0,
      questIds: [],
    });
  });
});

describe('badge credentials', () => {
  async function anAward() {
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '10' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    await claim(quest.id, me);
    const [badge] = await badgesOnceThere(me.id, 1);
    if (!badge) throw new Error('no badge');
    return { me, badge };
  }

  it('verify with the published public key alone, and say what was awarded to whom', async () => {
    const { me, badge } = await anAward();
    const page = await api(badgesApi.award, { params: { id: badge.id } });
    expect(page.statusCode).toBe(200);
    const detail = page.json();
    expect(detail.keysUrl).toBe(`${t.app.ctx.config.publicUrl}/.well-known/jwks.json`);

    const published = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(published.statusCode).toBe(200);
    const jwks = published.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    // Offline: nothing but the key set and the token.
    const { payload, protectedHeader } = await jwtVerify(detail.credential, createLocalJWKSet(jwks), {
      algorithms: ['EdDSA'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: jwks.keys[0].kid });
    const publicUrl = t.app.ctx.config.publicUrl;
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `${publicUrl}/badges/${badge.id}`,
      jti: `${publicUrl}/badges/${badge.id}`,
      iss: publicUrl,
      issuer: { id: publicUrl, type: ['Profile'], name: 'Questboard' },
      sub: `urn:uuid:${me.id}`,
      credentialSubject: {
        id: `urn:uuid:${me.id}`,
        type: ['AchievementSubject'],
        achievement: { type: ['Achievement'], name: 'First quest' },
      },
      validFrom: badge.awardedAt,
      nbf: Math.floor(Date.parse(badge.awardedAt) / 1000),
    });
    // The same award always reads as the same token (Ed25519 is deterministic).
    expect((await api(badgesApi.award, { params: { id: badge.id } })).json().credential).toBe(detail.credential);
  });

  it('a changed credential, or one checked against another key, fails', async () => {
    const { badge } = await anAward();
    const { credential } = (await api(badgesApi.award, { params: { id: badge.id } })).json();
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const [header, payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    claims.credentialSubject.achievement.name = 'Ten quests';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    await expect(jwtVerify(forged, createLocalJWKSet(jwks))).rejects.toThrow(/signature verification failed/);

    const other = { keys: [{ ...jwks.keys[0], x: Buffer.alloc(32, 7).toString('base64url') }] };
    await expect(jwtVerify(credential, createLocalJWKSet(other))).rejects.toThrow(/signature verification failed/);
  });

  it('an unknown badge is a 404 and a malformed id a 400', async () => {
    const missing = await api(badgesApi.award, { params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe('BADGE_NOT_FOUND');
    expect((await api(badgesApi.award, { params: { id: 'nope' } })).statusCode).toBe(400);
    expect((await api(badgesApi.ofUser, { query: { userKey: 'nobody_here_at_all' } })).statusCode).toBe(404);
  });
});
