import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { readHtmlPage } from '../../../../test/helpers/html-page';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { quests } from '../../db/schema';
import { withRenderedPage } from './page-document';
import { webRendererFile } from './page-renderer';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  if (!existsSync(webRendererFile)) throw new Error('Server rendering needs the web build: run `npm install`.');
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => t.close());

async function get(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The state the page carries for hydration, as the browser parses it. */
function stateOf(html: string) {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as { language: string; queries: { queries: unknown[] } });
}

describe('guest pages rendered on the server from the web app’s components', () => {
  it('a quest page carries its title, brand, reward and description, escaped, with its data', async () => {
    const { brand } = await buildBrand(t.app, { name: `Acme <Roasters> ${randomUUID().slice(0, 8)}` });
    const quest = await buildQuest(t.app, brand, {
      title: 'Swap "twice" & <win>',
      reward: '1234.5',
      description: 'Read </script><script>alert(1)</script> twice.',
    });
    const html = await get(`/quests/${quest.slug}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<win>');
    const main = readHtmlPage(html).textOf('main');
    for (const text of ['Swap "twice" & <win>', brand.name, '1,234.5', 'Read </script><script>alert(1)</script>']) {
      expect(main).toContain(text);
    }
    // Below the fold too (the browser renders those parts a task later; here they are in the HTML).
    expect(main).toContain('Sign in to take part and earn 1,234.5');
    const state = stateOf(html);
    expect(state?.language).toBe('en-US');
    expect(JSON.stringify(state?.queries)).toContain('Read </script><script>alert(1)</script> twice.');
    expect(html).toContain('<html lang="en-US"');
    expect(html).not.toContain('id="boot-shell"');
  });

  it('logs the page request, not the API calls its render makes in process', async () => {
    const { brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { title: 'Logged once' });
    logLines.length = 0;
    await get(`/quests/${quest.slug}?logged=1`);
    const urls = logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((l) => l.req?.url ?? []);
    expect(urls).toContain(`/quests/${quest.slug}`);
    expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    // A visitor's own call to the same API is logged as ever.
    await get(`/api/v1/quests/detail/${quest.slug}`);
    expect(logLines.some((line) => line.includes(`/api/v1/quests/detail/${quest.slug}`))).toBe(true);
  });

  it('renders in the reader’s stored language', async () => {
    const { brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const html = await get(`/quests/${quest.slug}`, 'theme=dark; language=fr');
    expect(readHtmlPage(html).textOf('main')).toContain('Récompense par participant');
    expect(stateOf(html)?.language).toBe('fr');
    expect(html).toContain('<html lang="fr"');
  });

  it('lists quests with the filters of the address', async () => {
    const { brand } = await buildBrand(t.app);
    const word = `zebra${randomUUID().slice(0, 6)}`;
    await buildQuest(t.app, brand, { title: `Listed ${word}` });
    await buildQuest(t.app, brand, { title: `Other ${randomUUID().slice(0, 6)}` });
    const main = readHtmlPage(await get(`/quests?q=${word}`)).textOf('main');
    expect(main).toContain(`Listed ${word}`);
    expect(main).toContain('1 quest');
    expect(main).not.toContain('Other ');
  });

  it('shows a changed quest at once (the page is cached like the answers it shows)', async () => {
    const { brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { title: 'Before the edit' });
    expect(readHtmlPage(await get(`/quests/${quest.slug}`)).textOf('main')).toContain('Before the edit');
    await t.app.ctx.db.update(quests).set({ title: 'After the edit' }).where(eq(quests.id, quest.id));
    expect(readHtmlPage(await get(`/quests/${quest.slug}`)).textOf('main')).toContain('After the edit');
  });

  it('a brand page carries the brand and its quests', async () => {
    const { brand } = await buildBrand(t.app, { name: `Bakers <Guild> ${randomUUID().slice(0, 8)}` });
    await buildQuest(t.app, brand, { title: 'Bake a loaf' });
    const html = await get(`/brands/${brand.slug}`);
    expect(html).not.toContain('<Guild>');
    const main = readHtmlPage(html).textOf('main');
    expect(main).toContain(brand.name);
    expect(main).toContain('Bake a loaf');
    expect(stateOf(html)).not.toBeNull();
  });

  it('a person’s public page carries their name', async () => {
    const { user } = await buildUser(t.app);
    const html = await get(`/users/${user.username}`);
    expect(readHtmlPage(html).textOf('main')).toContain(user.username);
    expect(stateOf(html)).not.toBeNull();
  });

  it('the landing page carries its pitch in the reader’s language, with no skeleton in its place', async () => {
    const english = await get('/');
    expect(readHtmlPage(english).textOf('main')).toContain('Turn your community into your growth engine');
    expect(english).not.toContain('id="boot-shell"');
    expect(stateOf(english)?.language).toBe('en-US');
    const french = await get('/', 'language=fr');
    expect(stateOf(french)?.language).toBe('fr');
    expect(readHtmlPage(french).textOf('main')).not.toContain('Turn your community into your growth engine');
  });

  it('the influencers and staking pages carry their content', async () => {
    const influencers = await get('/influencers');
    expect(readHtmlPage(influencers).textOf('main')).toContain('Influencers');
    expect(stateOf(influencers)).not.toBeNull();
    const staking = await get('/staking', 'language=fr');
    expect(stateOf(staking)?.language).toBe('fr');
    expect(readHtmlPage(staking).textOf('main')).toContain('Staking');
  });

  it('leaves a draft, an unknown quest and pages it does not render to the browser', async () => {
    const { brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT', title: 'Secret draft' });
    for (const path of [
      `/quests/${draft.slug}`,
      '/quests/no-such-quest',
      '/dashboard',
      '/brands/no-such-brand',
      '/users/nobody_here',
    ]) {
      const html = await get(path);
      expect(stateOf(html)).toBeNull();
      expect(html).toContain('id="boot-shell"');
      expect(html).not.toContain('Secret draft');
    }
  });

  it('puts the page in index.html through functions, so `$` patterns in it stay as written', () => {
    const index = '<html lang="en" data-theme="dark"><body><!--root--><div id="root">skeleton</div><!--/root--></body>';
    const html = withRenderedPage(index, { html: "<p>$&amp; $` $'</p>", state: '{"x":"$&"}' }, 'fr');
    expect(html).toBe(
      '<html lang="fr" data-theme="dark"><body><div id="root"><p>$&amp; $` $\'</p></div>  <script type="application/json" id="page-state">{"x":"$&"}</script>\n  </body>',
    );
  });
});
