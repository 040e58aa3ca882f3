import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHtmlPage } from '../test/helpers/html-page';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: publishing needs the brand owner funded with the ledger command.
// `$` patterns in the title must reach the cards as written (issue 31: they used to expand when the page was filled).
const title = `Kite festival $\` $& $' $1 ${Math.random().toString(36).slice(2, 7)}`;
const brandEmail = uniqueEmail();
let server: FundableServer;
let quest: { slug: string; brandSlug: string };

beforeAll(async () => {
  server = await startFundableServer('share');
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  const draft = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '25',
    visitUrl: `${server.baseUrl}/docs`,
  });
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
  await publishThroughApi(server.baseUrl, owner.accessToken, draft.id, '50');
  quest = { slug: draft.slug, brandSlug: draft.brand.slug };
});
afterAll(() => server?.close());

/** The page as a link-preview bot reads it: one GET, no JavaScript. */
async function metaOf(path: string): Promise<Record<string, string>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { 'user-agent': 'TelegramBot (like TwitterBot)' },
  });
  expect(response.status).toBe(200);
  const page = readHtmlPage(await response.text());
  const tags: Record<string, string> = { title: page.title };
  for (const key of ['og:title', 'og:url', 'og:image', 'twitter:card', 'twitter:data1']) {
    const value = page.meta(key);
    if (value !== undefined) tags[key] = value;
  }
  return tags;
}

describe('share previews, without JavaScript', () => {
  it('a quest link carries its title, brand, reward and a 1200×630 card image', async () => {
    const tags = await metaOf(`/quests/${quest.slug}`);
    expect(tags['og:title']).toBe(`${title} · Brand ${title}`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['twitter:data1']).toBe('25 QDT');
    expect(tags['og:url']).toBe(`${server.baseUrl}/quests/${quest.slug}`);
    expect(tags.title).toBe(`${title} · Brand ${title} | Questboard`);

    const image = await fetch(tags['og:image'] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('a brand link carries the brand; other pages keep the default title', async () => {
    expect((await metaOf(`/brands/${quest.brandSlug}`))['og:title']).toBe(`Brand ${title}`);
    const quests = await metaOf('/quests');
    expect(quests['og:title']).toBeUndefined();
    expect(quests.title).toBe('Questboard');
  });

  it('sitemap.xml lists the quest and robots.txt points at the sitemap', async () => {
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toContain(`/quests/${quest.slug}</loc>`);
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).toContain('Sitemap: ');
  });
});
