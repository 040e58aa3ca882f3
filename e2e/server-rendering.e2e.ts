import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Guest pages the server renders from the app's components (issue 33): the browser hydrates them without a
// mismatch in either language and theme, and with JavaScript off they still say what the quest is.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Harbour clean-up ${suffix}`;
let server: FundableServer;
let slug: string;
let brandName: string;
let brandSlug: string;
let username: string;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('server-rendering');
  const email = uniqueEmail();
  const owner = await signUpThroughApi(server.baseUrl, email, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '7.25',
    visitUrl: 'https://example.com/harbour',
  });
  slug = quest.slug;
  brandName = `Brand ${title}`;
  brandSlug = quest.brand.slug;
  const profile = await fetch(`${server.baseUrl}/api/v1/users/profile`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  username = ((await profile.json()) as { username: string }).username;
  await server.credit(email, '100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '29');
});
afterAll(async () => {
  await server?.close();
});

/** Every console error or warning of the page, React's hydration reports included (app-start.tsx logs them). */
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

describe('server-rendered guest pages', () => {
  const pages = () => [
    '/',
    `/quests/${slug}`,
    '/quests',
    `/quests?q=${encodeURIComponent(suffix)}&claimable=1`,
    '/docs',
    '/learn',
    `/brands/${brandSlug}`,
    `/users/${username}`,
    '/influencers',
    '/staking',
  ];

  // One test per language and colour scheme, so each fits its time on a busy machine.
  const readers = (['en-US', 'fr'] as const).flatMap((language) =>
    (['light', 'dark'] as const).map((colorScheme) => ({ language, colorScheme })),
  );
  it.each(readers)('hydrate without a mismatch in $language, $colorScheme', async ({ language, colorScheme }) => {
    for (const path of pages()) {
      const { page, context } = await newPage(browser, server.baseUrl, 1280);
      await context.addCookies([{ name: 'language', value: language, url: server.baseUrl }]);
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      await page.emulateMedia({ colorScheme });
      const seen = complaints(page);
      await page.goto(path);
      // The page came from the server in the reader's language, and the app took it over by hydrating it.
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('#page-state').count()).toBe(1);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Clocks and time zones settle after hydration: a render later, nothing may have been reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      expect(seen, `${language} ${colorScheme} ${path}`).toEqual([]);
      await context.close();
    }
  });

  it('with JavaScript off, a quest page shows its title, reward, conditions and brand', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/quests/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByTestId('quest-reward').textContent()).toMatch(/^7\.25\s*QDT$/);
    expect(await page.getByTestId('quest-conditions').locator('li').allTextContents()).toEqual([
      '1Visit the linkhttps://example.com/harbour',
      '2Answer the quizWhat is a DEX?',
    ]);
    expect(await page.locator('main').textContent()).toContain(brandName);
    await context.close();
  });

  it('with JavaScript off, the landing page shows its pitch and the way to the quests', async () => {
    const context = await browser().newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Turn your community into your growth engine',
    );
    expect(await page.locator('main').getByRole('link', { name: 'Explore quests' }).getAttribute('href')).toBe(
      '/quests',
    );
    await context.close();
  });

  it('a reader with a stored session sees no sign-in offer on the server-rendered page before the app starts', async () => {
    const reader = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'INFLUENCER');
    /** The quest page as the server and the blocking boot script show it: the app's own scripts never arrive. */
    const signInOffers = async (tokens: typeof reader | null) => {
      const { page, context } = await newPage(browser, server.baseUrl, 1280, { appStarts: false });
      await page.route('**/assets/*.js', (route) => route.abort());
      if (tokens) await page.addInitScript((stored) => localStorage.setItem('tokens', stored), JSON.stringify(tokens));
      await page.goto(`/quests/${slug}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.locator('html').getAttribute('data-app')).toBeNull();
      const offers = await page.getByRole('button', { name: 'Sign in' }).count();
      const hint = await page.getByTestId('guest-hint').isVisible();
      await context.close();
      return { offers, hint };
    };
    expect(await signInOffers(null)).toEqual({ offers: 2, hint: true });
    expect(await signInOffers(reader)).toEqual({ offers: 0, hint: false });
  });
});
