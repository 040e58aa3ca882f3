import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: publishing needs a funded owner, and the ledger command needs the embedded database to itself.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Lantern festival ${suffix}`;
let server: FundableServer;
const browser = useBrowser();
let slug: string;

beforeAll(async () => {
  server = await startFundableServer('browse');
  const email = uniqueEmail();
  const owner = await signUpThroughApi(server.baseUrl, email, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '12.5',
    visitUrl: 'https://example.com/lanterns',
  });
  slug = quest.slug;
  await server.credit(email, '100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '50');
});
afterAll(async () => {
  await server?.close();
});

async function findByKeyword(page: Page) {
  await page.goto('/quests');
  await page.getByTestId('quest-card').first().waitFor();
  await page.getByLabel('Search').fill(`festival ${suffix}`);
  // The keyword reaches the address (shareable) once typing pauses.
  await page.waitForURL((url) => url.searchParams.get('q') === `festival ${suffix}`);
  await expect.poll(() => page.getByTestId('quest-results').getAttribute('aria-busy')).toBe('false');
  expect(await page.getByTestId('quest-card').count()).toBe(1);
  expect(await page.getByTestId('quest-card').textContent()).toContain('Claimable');
}

describe('public browsing', () => {
  it('a guest finds a quest by keyword, opens it and sees its reward, conditions and tasks', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, server.baseUrl, width);
      await findByKeyword(page);
      await screenshot(page, `quests-search-${width}`);
      await page.getByRole('link', { name: title }).click();
      await page.waitForURL(`**/quests/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('quest-reward').textContent()).toMatch(/^12\.5\s*QDT$/);
      expect(await page.getByTestId('quest-conditions').locator('li').allTextContents()).toEqual([
        '1Visit the linkhttps://example.com/lanterns',
        '2Answer the quizWhat is a DEX?',
      ]);
      expect(await page.getByTestId('quest-tasks').locator('li').first().textContent()).toContain(
        'Tell us what you think',
      );
      await page.getByText('Sign in to take part and earn 12.5 QDT.').waitFor();
      await screenshot(page, `quest-guest-${width}`);
      await context.close();
    }
  });

  it('keeps filters in a shareable address and says when nothing matches', async () => {
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto('/quests?q=no-such-quest-anywhere&claimable=1');
    await page.getByText('No quests found').waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe('no-such-quest-anywhere');
    expect(await page.getByLabel('Claimable only').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByTestId('quest-card').first().waitFor();
    await page.goto('/quests/no-such-quest');
    await page.getByText('Page Not Found: /quests/no-such-quest').waitFor();
    await context.close();
  });

  it('a guest browses brands by category and opens a brand with its quests', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, server.baseUrl, width);
      await page.goto('/brands');
      await page.getByRole('button', { name: 'DeFi', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'defi');
      await page.getByRole('link', { name: `Brand ${title}` }).click();
      await page.getByRole('heading', { level: 1, name: `Brand ${title}` }).waitFor();
      await page.getByRole('button', { name: 'Sign in to follow' }).waitFor();
      await page.getByRole('link', { name: title }).waitFor();
      await screenshot(page, `brand-${width}`);
      await context.close();
    }
  });
});

describe('/quests and quest pages rendered on the server for guests', () => {
  type Box = { x: number; y: number; width: number; height: number } | null;
  /** The same place on screen, to the pixel. */
  const rounded = (box: Box) => box && [box.x, box.y, box.width, box.height].map(Math.round);
  const samePlace = (after: Box, before: Box) => expect(rounded(after)).toEqual(rounded(before));

  /** The page as the server rendered it: the app's JavaScript is held back. */
  async function shellOf(path: string, width: number, colorScheme: 'dark' | 'light') {
    const { page, context } = await newPage(browser, server.baseUrl, width, { appStarts: false });
    await page.emulateMedia({ colorScheme });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    return { page, context };
  }

  /** The page once the app has hydrated it, in the same window size and theme; React's complaints are collected. */
  async function appOf(path: string, width: number, colorScheme: 'dark' | 'light') {
    const { page, context } = await newPage(browser, server.baseUrl, width);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page.emulateMedia({ colorScheme });
    await page.goto(path);
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    return { page, context, errors };
  }

  it('shows the quest before the app starts, in the reader’s theme, and the app takes its place without a jump', async () => {
    for (const width of [375, 1280]) {
      for (const colorScheme of ['dark', 'light'] as const) {
        const shell = await shellOf(`/quests/${slug}`, width, colorScheme);
        const heading = shell.page.getByRole('heading', { level: 1, name: title });
        expect(await heading.isVisible()).toBe(true);
        expect(await shell.page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
        expect(await shell.page.locator('main:visible').textContent()).toContain('12.5 QDT');
        const before = await heading.boundingBox();
        await screenshot(shell.page, `quest-shell-${width}-${colorScheme}`);
        await shell.context.close();

        const app = await appOf(`/quests/${slug}`, width, colorScheme);
        await app.page.getByTestId('quest-reward').waitFor();
        expect(await app.page.getByRole('heading', { level: 1 }).count()).toBe(1);
        samePlace(await app.page.getByRole('heading', { level: 1, name: title }).boundingBox(), before);
        expect(app.errors).toEqual([]);
        await screenshot(app.page, `quest-loaded-${width}-${colorScheme}`);
        await app.context.close();
      }
    }
  });

  it('lists the first quests before the app starts, and the app shows the same cards in the same places', async () => {
    for (const width of [375, 1280]) {
      for (const colorScheme of ['dark', 'light'] as const) {
        const shell = await shellOf('/quests', width, colorScheme);
        const link = shell.page.getByRole('link', { name: title });
        expect(await link.isVisible()).toBe(true);
        expect(await shell.page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
        const before = await shell.page.locator('main:visible article').first().boundingBox();
        await screenshot(shell.page, `quests-shell-${width}-${colorScheme}`);
        await shell.context.close();

        const app = await appOf('/quests', width, colorScheme);
        await app.page.getByTestId('quest-card').first().waitFor();
        samePlace(await app.page.getByTestId('quest-card').first().boundingBox(), before);
        expect(app.errors).toEqual([]);
        await screenshot(app.page, `quests-loaded-${width}-${colorScheme}`);
        await app.context.close();
      }
    }
  });

  it('renders a filtered list with its filters, so the address shows what it names', async () => {
    const shell = await shellOf(`/quests?q=${encodeURIComponent(`festival ${suffix}`)}`, 1280, 'dark');
    expect(await shell.page.getByRole('link', { name: title }).isVisible()).toBe(true);
    expect(await shell.page.getByLabel('Search').inputValue()).toBe(`festival ${suffix}`);
    await shell.context.close();
    const none = await shellOf('/quests?q=nothing-like-this', 1280, 'dark');
    expect(await none.page.locator('main article').count()).toBe(0);
    await none.context.close();
  });
});
