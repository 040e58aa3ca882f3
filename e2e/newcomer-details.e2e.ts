import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHtmlPage } from '../test/helpers/html-page';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { dialog, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Issue 36 item 10, the smaller things a newcomer meets on a fresh server: an empty directory that says so, a
// featured row that shows there is more, a landing link card, a long 404 address that wraps, focus in the sign-in form.
let server: FundableServer;
const browser = useBrowser();
const suffix = Math.random().toString(36).slice(2, 7);

beforeAll(async () => {
  server = await startFundableServer('details');
  const email = uniqueEmail();
  const owner = await signUpThroughApi(server.baseUrl, email, 'BUSINESS');
  const drafts = [];
  for (let i = 1; i <= 5; i++) {
    drafts.push(
      await createQuestDraft(server.baseUrl, owner.accessToken, {
        title: `Featured ${i} ${suffix}`,
        reward: String(10 + i),
        visitUrl: 'https://example.com/',
      }),
    );
  }
  await server.credit(email, '500');
  for (const draft of drafts) await publishThroughApi(server.baseUrl, owner.accessToken, draft.id, '60');
});
afterAll(async () => {
  await server?.close();
});

async function open(width: number, lang: 'en-US' | 'fr'): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser, server.baseUrl, width);
  await page.goto('/');
  await page.evaluate((language) => localStorage.setItem('language', language), lang);
  return { page, close: () => context.close() };
}

const words = {
  'en-US': { none: 'No influencers yet', noMatch: 'No influencer matches', clear: 'Clear filters' },
  fr: {
    none: 'Aucun influenceur pour l’instant',
    noMatch: 'Aucun influenceur ne correspond',
    clear: 'Effacer les filtres',
  },
} as const;

describe.each([
  [375, 'en-US'],
  [1280, 'fr'],
  [375, 'fr'],
  [1280, 'en-US'],
] as const)('at %i px in %s', (width, lang) => {
  it('an empty directory says there is nobody yet, and offers to clear only filters that are set', async () => {
    const { page, close } = await open(width, lang);
    await page.goto('/influencers');
    await page.getByText(words[lang].none).waitFor();
    expect(await page.getByRole('button', { name: words[lang].clear }).count()).toBe(0);
    await screenshot(page, `directory-empty-${lang}-${width}`);
    await page.goto('/influencers?q=nobody-by-this-name');
    await page.getByText(words[lang].noMatch).first().waitFor();
    await page.getByRole('button', { name: words[lang].clear }).click();
    await page.getByText(words[lang].none).waitFor();
    await close();
  });

  it('the featured row shows that more cards follow, and scrolls to them', async () => {
    const { page, close } = await open(width, lang);
    await page.goto('/');
    const row = page.getByTestId('quest-row');
    await expect.poll(() => row.getByTestId('quest-card').count()).toBe(5);
    await expect.poll(() => row.getAttribute('data-more-after')).toBe('true');
    // The cut edge fades out (a mask), so the last card reads as "more this way".
    expect(await row.locator('ul').evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `landing-featured-${lang}-${width}`);
    if (width >= 640) await row.getByRole('button', { name: lang === 'fr' ? 'Plus de quêtes' : 'More quests' }).click();
    else await row.locator('ul').evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
    await expect.poll(() => row.getAttribute('data-more-after')).toBeNull();
    await close();
  });

  it('a long unknown address wraps between its parts, inside the page', async () => {
    const { page, close } = await open(width, lang);
    const path = '/a-rather-long-address/that-nobody-made/with-several-parts-and-words/for-a-newcomer-to-mistype';
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toContain(path);
    const layout = await heading.evaluate((h1) => {
      const text = h1.textContent ?? '';
      // Every line of the title starts at the start of a word or right after a separator of the address.
      const range = document.createRange();
      const starts: string[] = [];
      let top = Number.NEGATIVE_INFINITY;
      let offset = 0;
      for (const node of h1.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const value = node.textContent ?? '';
        for (let i = 0; i < value.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0 && rect.top > top + 2) {
            top = rect.top;
            starts.push(text.slice(Math.max(0, offset + i - 1), offset + i + 1));
          }
        }
        offset += value.length;
      }
      return { starts, wider: document.documentElement.scrollWidth > window.innerWidth };
    });
    expect(layout.wider).toBe(false);
    for (const start of layout.starts.slice(1)) expect(start, JSON.stringify(layout.starts)).toMatch(/^([ /-]|.$)/);
    await screenshot(page, `not-found-long-${lang}-${width}`);
    await close();
  });

  it('the sign-in dialog starts at its first field, not at ×', async () => {
    const { page, close } = await open(width, lang);
    await page.goto('/quests');
    await page
      .getByRole('banner')
      .getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Sign in' })
      .click();
    await dialog(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type ?? null))
      .toBe('email');
    await screenshot(page, `sign-in-focus-${lang}-${width}`);
    await close();
  });
});

describe('the landing page’s link card', () => {
  it('carries Open Graph and Twitter tags in the server-rendered head', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { 'user-agent': 'TelegramBot (like TwitterBot)' } });
    expect(response.status).toBe(200);
    const page = readHtmlPage(await response.text());
    expect(page.meta('og:title')).toContain('real rewards');
    expect(page.meta('og:url')).toBe(`${server.baseUrl}/`);
    expect(page.meta('og:image')).toBe(`${server.baseUrl}/api/share/site.png`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect((await fetch(page.meta('og:image') ?? '')).headers.get('content-type')).toBe('image/png');
  });
});
