import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usersApi } from '@questboard/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { readHtmlPage } from '../../../../test/helpers/html-page';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { serverRoot } from '../../server-root';

/*
 * Issue 31, item 2: every page the server renders, with `$` replacement patterns in every field people write. A
 * string replacement would expand them (`$&` the match, `` $` `` everything before it, `$'` everything after): the
 * text would change, and a few dozen `` $` `` would blow a page up to megabytes or answer 500. Asserted on what a
 * browser reads from the HTML, so it keeps guarding whatever renders these pages.
 */
const PATTERNS = "$` $' $& $1 $$ $<x>";
const MANY = '$`'.repeat(100);

let t: TestApp;
let indexSize: number;
const names = {
  person: `Ada ${PATTERNS}`,
  bio: `Bio ${PATTERNS} ${MANY}`,
  brand: `Acme ${PATTERNS}`,
  quest: `Swap ${PATTERNS}`,
  description: `Swap twice ${PATTERNS} ${MANY}`,
};
let paths: { quest: string; brand: string; user: string; questImage: string; userImage: string };

beforeAll(async () => {
  const index = join(serverRoot, '../web/dist/index.html');
  if (!existsSync(index)) throw new Error('These pages need the web build: run `npm install` (it builds web/dist).');
  indexSize = readFileSync(index, 'utf8').length;
  t = await createTestApp();
  const api = apiOf(t.app);
  const person = await buildUser(t.app, { type: 'BUSINESS' });
  const updated = await api(usersApi.updateProfile, {
    headers: person.headers,
    body: { displayName: names.person, bio: names.bio },
  });
  expect(updated.statusCode).toBe(200);
  const { brand } = await buildBrand(t.app, { owner: person, name: names.brand });
  const quest = await buildQuest(t.app, brand, { title: names.quest, description: names.description });
  paths = {
    quest: `/quests/${quest.slug}`,
    brand: `/brands/${brand.slug}`,
    user: `/users/${person.user.username}`,
    questImage: `/api/share/quests/${quest.slug}.png`,
    userImage: `/api/share/users/${person.user.username}.png`,
  };
});
afterAll(() => t.close());

async function page(path: string) {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  // The page is the app's index.html plus what it shows: nothing copied into itself.
  expect(response.body.length).toBeLessThan(indexSize + 60_000);
  return readHtmlPage(response.body);
}

describe('pages with $ patterns in what people wrote', () => {
  it('a quest page shows its title, description and brand exactly as written', async () => {
    const html = await page(paths.quest);
    expect(html.title).toBe(`${names.quest} · ${names.brand} | Questboard`);
    expect(html.meta('og:title')).toBe(`${names.quest} · ${names.brand}`);
    expect(html.meta('description')).toBe(`${names.description.slice(0, 179)}…`);
    const main = html.textOf('main');
    for (const text of [names.quest, names.description, names.brand]) expect(main).toContain(text);
  });

  it('the quest list shows the quest exactly as written', async () => {
    const main = (await page('/quests')).textOf('main');
    // On the shared PostgreSQL database other files' newer quests may fill the first page.
    if (!process.env.TEST_DATABASE_URL) {
      expect(main).toContain(names.quest);
      expect(main).toContain(names.brand);
    }
  });

  it('a brand page and a person page carry their names, description and bio exactly as written', async () => {
    const brand = await page(paths.brand);
    expect(brand.title).toBe(`${names.brand} | Questboard`);
    expect(brand.meta('description')).toBe(`${names.brand} makes things.`);
    const person = await page(paths.user);
    expect(person.title).toBe(`${names.person} on Questboard | Questboard`);
    const bio = `Level 1 · 0 XP · 0 quests done · 0 badges · 0-day streak. ${names.bio}`;
    expect(person.meta('twitter:description')).toBe(`${bio.slice(0, 179)}…`);
  });

  it('the quest and person link-card images draw the text without failing', async () => {
    for (const url of [paths.questImage, paths.userImage]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });
});
