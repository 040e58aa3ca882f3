import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { headTags, withHead } from './page-head';
import type { SharePreviews } from './share-previews';

let t: TestApp;
let previews: SharePreviews;
beforeAll(async () => {
  t = await createTestApp();
  previews = t.app.services.pages.previews;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('link cards of public pages', () => {
  it('describe a public quest with its title, brand, reward and a generated 1200×630 image', async () => {
    const { brand } = await buildBrand(t.app, { name: 'Acme <Coffee>' });
    const quest = await buildQuest(t.app, brand, { title: 'Swap "twice" & win', reward: '25' });
    const card = await previews.forPath(`/quests/${quest.slug}`);
    expect(card).toMatchObject({ title: 'Swap "twice" & win · Acme <Coffee>', reward: '25 QDT', type: 'article' });
    expect(card?.image).toBe(`/api/share/quests/${quest.slug}.png`);

    const image = await get(card?.image ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
  });

  it('describe a quest whose pool is paid at its end by its pool, not a reward per participant', async () => {
    const { quest } = await buildPooledQuest(t.app, { mode: 'RAFFLE', winners: 2 }, { amount: '300', reward: '5' });
    const card = await previews.forPath(`/quests/${quest.slug}`);
    expect(card?.reward).toBe('300 QDT prize pool');
  });

  it('give nothing away for a draft, a hidden brand or an unknown page', async () => {
    const { brand } = await buildBrand(t.app);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const { brand: hidden } = await buildBrand(t.app, { status: 'INACTIVE' });
    expect(await previews.forPath(`/quests/${draft.slug}`)).toBeNull();
    expect(await previews.forPath(`/brands/${hidden.slug}`)).toBeNull();
    expect(await previews.forPath('/quests/no-such-quest')).toBeNull();
    expect(await previews.forPath('/settings')).toBeNull();
    expect((await get(`/api/share/quests/${draft.slug}.png`)).statusCode).toBe(404);
    expect((await get('/api/share/quests/..%2Fetc.png')).statusCode).toBe(400);
  });

  it('describe the landing page', async () => {
    expect(await previews.forPath('/')).toMatchObject({
      title: expect.stringContaining('real rewards'),
      image: '/api/share/site.png',
      path: '/',
      type: 'website',
    });
  });

  it('describe brands and people', async () => {
    const { brand } = await buildBrand(t.app, { name: 'Stride Shoes' });
    expect(await previews.forPath(`/brands/${brand.slug}`)).toMatchObject({ title: 'Stride Shoes', type: 'website' });
    const person = await buildUser(t.app, { type: 'INFLUENCER' });
    const card = await previews.forPath(`/users/${person.user.username}`);
    expect(card?.title).toBe(`${person.user.username} on Questboard`);
    expect(card?.image).toBe(`/api/share/users/${person.user.username}.png`);
    expect(card?.imageSize).toEqual({ width: 1200, height: 630 });
  });

  it('escape what people wrote and make addresses absolute', () => {
    const tags = headTags(
      {
        title: '<script>x</script>',
        description: 'a "b" & c',
        image: '/api/share/site.png',
        path: '/quests/q',
        type: 'article',
      },
      'https://questboard.example',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('<meta property="og:title" content="&lt;script&gt;x&lt;/script&gt;" />');
    expect(tags).toContain('content="a &quot;b&quot; &amp; c"');
    expect(tags).toContain('<meta property="og:image" content="https://questboard.example/api/share/site.png" />');
    const html = withHead('<head><title>Questboard</title><meta name="description" content="x"></head>', tags);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list public quests and active brands, never drafts or hidden brands', async () => {
    const { brand } = await buildBrand(t.app);
    const live = await buildQuest(t.app, brand);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const { brand: hidden } = await buildBrand(t.app, { status: 'INACTIVE' });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`/quests/${live.slug}</loc>`);
    expect(sitemap.body).toContain(`/brands/${brand.slug}</loc>`);
    expect(sitemap.body).not.toContain(draft.slug);
    expect(sitemap.body).not.toContain(hidden.slug);

    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
  });
});
