import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { streaksApi } from '@questboard/contract/streaks';
import { usersApi } from '@questboard/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { type BuiltUser, buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { readHtmlPage } from '../../../../test/helpers/html-page';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { userBadges } from '../../db/schema/badges';
import { userQuests } from '../../db/schema/participation';
import { users } from '../../db/schema/users';
import { serverRoot } from '../../server-root';
import { inTransaction } from '../ledger/ledger.module';
import { awardXp } from '../xp/xp-ledger';
import { passportWords } from './passport-card';
import { passportCardSvg } from './share-image';

/** Issue 37, item 5: a person's public page is shared with a card of their progress. */
let t: TestApp;
const api = apiOf(() => t.app);
const NAME = '<b>&"x';
let person: BuiltUser;

beforeAll(async () => {
  if (!existsSync(join(serverRoot, '../web/dist/index.html'))) {
    throw new Error('Pages need the web build: run `npm install` (it builds web/dist).');
  }
  t = await createTestApp();
  // A person with 1,250 XP, three badges, and quests completed today and yesterday: two public, one a draft since.
  person = await buildUser(t.app);
  const id = person.user.id;
  const updated = await api(usersApi.updateProfile, {
    headers: person.headers,
    body: { displayName: NAME, bio: 'Coffee & quests.' },
  });
  expect(updated.statusCode).toBe(200);
  await inTransaction(t.app.ctx.db, (tx) =>
    awardXp(tx, [{ userId: id, amount: 1250, source: 'CORRECTION', sourceId: randomUUID() }]),
  );
  const { brand } = await buildBrand(t.app);
  const day = 86_400_000;
  for (const [status, at] of [
    ['PUBLISHED', Date.now()],
    ['PUBLISHED', Date.now() - day],
    ['DRAFT', Date.now() - day],
  ] as const) {
    const quest = await buildQuest(t.app, brand, { status });
    await t.app.ctx.db
      .insert(userQuests)
      .values({ questId: quest.id, userId: id, status: 'COMPLETED', completedAt: new Date(at) });
  }
  await t.app.ctx.db
    .insert(userBadges)
    .values(['FIRST_QUEST', 'STREAK_7', 'TOP_10_XP'].map((kind) => ({ userId: id, badge: kind, kind })));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Width and height from a PNG's header (its IHDR chunk, right after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What the person's own public page shows a guest. */
async function passport() {
  const profile = (await api(usersApi.getUser, { query: { userKey: person.user.username } })).json();
  const streak = (await api(streaksApi.ofUser, { query: { userKey: person.user.username } })).json();
  return { level: profile.xp.level, streak: streak.current };
}

describe("a person's link card image", () => {
  it('is a 1200×630 PNG, cacheable like the quest cards', async () => {
    const image = await get(`/api/share/users/${person.user.username}.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
    const french = await get(`/api/share/users/${person.user.username}.png?lang=fr`);
    expect(french.statusCode).toBe(200);
    expect(pngSize(french.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(french.rawPayload.equals(image.rawPayload)).toBe(false);
  });

  it('answers 404 with the usual error for an unknown or not activated person, 400 for a name no one may have', async () => {
    const unknown = await get('/api/share/users/nobody_here_at_all.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND', message: expect.any(String) });
    const inactive = await buildUser(t.app, { activated: false });
    expect((await get(`/api/share/users/${inactive.user.username}.png`)).statusCode).toBe(404);
    expect((await get('/api/share/users/..%2Fetc.png')).statusCode).toBe(400);
    expect((await get(`/api/share/users/${person.user.username}.png?lang=de`)).statusCode).toBe(400);
  });

  it('draws the name as text, never as markup, and draws a name with characters SVG cannot hold', async () => {
    const { level } = await passport();
    const card = { name: NAME, username: person.user.username };
    const words = passportWords({ ...card, bio: null, level, xp: 1250, streak: 2, badges: 3, questsDone: 2 }, 'en');
    const svg = passportCardSvg(card, words);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x</text>');
    expect(svg).not.toContain('<b>');
    for (const text of [`Level ${level} · 1,250 XP`, '>2</text>', 'day streak', '>3</text>', 'badges', 'quests done']) {
      expect(svg).toContain(text);
    }

    const { user } = await buildUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ displayName: 'Bell\u0007 \uFFFE<svg onload=x>' })
      .where(eq(users.id, user.id));
    const image = await get(`/api/share/users/${user.username}.png`);
    expect(image.statusCode).toBe(200);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('fits a long name on two lines at most, cut with an ellipsis', () => {
    const words = passportWords(
      { name: 'W', username: 'W', bio: null, level: 99, xp: 123_456_789, streak: 1234, badges: 6, questsDone: 98_765 },
      'fr',
    );
    const svg = passportCardSvg({ name: `${'Wolfgang '.repeat(4)}${'W'.repeat(60)}`, username: 'W'.repeat(30) }, words);
    const names = [...svg.matchAll(/class="name">([^<]*)</g)].map((m) => m[1]);
    expect(names).toHaveLength(2);
    expect(names[1]).toMatch(/…$/);
    expect(svg).toContain('quêtes terminées');
  });
});

describe("a person's public page head", () => {
  it('points its Open Graph and Twitter cards at the person’s card, with its size', async () => {
    const { level, streak } = await passport();
    expect(streak).toBe(2);
    const response = await get(`/users/${person.user.username}`);
    expect(response.statusCode).toBe(200);
    const page = readHtmlPage(response.body);
    const image = `${t.app.ctx.config.publicUrl}/api/share/users/${person.user.username}.png`;
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('og:type')).toBe('profile');
    expect(page.meta('og:title')).toBe(`${NAME} on Questboard`);
    expect(page.meta('og:description')).toBe(
      `Level ${level} · 1,250 XP · 2 quests done · 3 badges · 2-day streak. Coffee & quests.`,
    );
    expect(response.body).not.toContain('<b>&');

    const served = await get(new URL(image).pathname);
    expect(served.statusCode).toBe(200);
    expect(pngSize(served.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('is in the reader’s language, its image too', async () => {
    const { level } = await passport();
    // French groups digits with a narrow space (as this Node's ICU writes it).
    const xp = new Intl.NumberFormat('fr').format(1250);
    expect(xp).toMatch(/^1\s250$/);
    const response = await get(`/users/${person.user.username}`, { cookie: 'language=fr' });
    const page = readHtmlPage(response.body);
    expect(page.meta('og:title')).toBe(`${NAME} sur Questboard`);
    expect(page.meta('og:description')).toBe(
      `Niveau ${level} · ${xp} XP · 2 quêtes terminées · 3 badges · série de 2 jours. Coffee & quests.`,
    );
    const image = page.meta('og:image') ?? '';
    expect(image).toBe(`${t.app.ctx.config.publicUrl}/api/share/users/${person.user.username}.png?lang=fr`);
    expect(response.headers.vary).toBe('cookie');
    expect((await get(image.slice(t.app.ctx.config.publicUrl.length))).statusCode).toBe(200);
  });
});
