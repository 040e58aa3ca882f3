import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, signInThroughApi, signUpThroughApi } from './helpers/api';
import { dialog, signInFromHome, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: the operator funds the brand owner with the ledger command, which needs the database to itself.
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Paper boats ${suffix}`;
const brandEmail = uniqueEmail();
const influencerEmail = uniqueEmail();
let server: FundableServer;
const browser = useBrowser();
let questId: string;

beforeAll(async () => {
  server = await startFundableServer('money');
  const owner = await signUpThroughApi(server.baseUrl, brandEmail, 'BUSINESS');
  await signUpThroughApi(server.baseUrl, influencerEmail, 'INFLUENCER');
  // The draft's authoring has its own e2e (brands-dashboard); here it is set up through the API.
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: `${server.baseUrl}/docs/boats`,
  });
  questId = quest.id;
  expect(await server.credit(brandEmail, '100')).toContain('credited 100');
  // Two server starts and the ledger command, each opening the embedded database: minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await server?.close();
});

const headerBalance = (page: Page) => page.getByTestId('header-balance').textContent();

/** Marks the document; the mark survives client-side navigation and updates but not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
}
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'yes');

async function brandPublishes(page: Page) {
  await signInFromHome(page, brandEmail);
  await page.goto(`/brands-dashboard/quests/${questId}`);
  await expect.poll(() => headerBalance(page)).toBe('100');
  await markDocument(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await dialog(page).getByLabel('Amount').fill('20');
  await dialog(page).getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Quest published').waitFor();
  // 20 into escrow plus the 5 % platform fee.
  await expect.poll(() => headerBalance(page)).toBe('79');
  expect(await sameDocument(page)).toBe(true);
  await screenshot(page, 'money-brand-published-1280');
}

describe('quest money flow', () => {
  it('a brand funds and publishes a quest, an influencer completes and claims it, both balances update in place', async () => {
    const brand = await newPage(browser, server.baseUrl);
    await brandPublishes(brand.page);

    const influencer = await newPage(browser, server.baseUrl);
    const page = influencer.page;
    await signInFromHome(page, influencerEmail);
    await completeQuestThroughUi(page, title, `boats ${suffix}`);
    expect(await headerBalance(page)).toBe('0');
    await markDocument(page);
    await screenshot(page, 'money-influencer-progress-1280');
    await page.getByRole('button', { name: 'Claim 10 QDT' }).click();
    await page.getByText('10 QDT added to your balance').waitFor();
    await expect.poll(() => page.getByTestId('reward-state').textContent()).toBe('You claimed 10 QDT');
    await expect.poll(() => headerBalance(page)).toBe('10');
    await page.getByRole('tab', { name: 'Leaderboard' }).waitFor();
    expect(await page.getByRole('tabpanel').textContent()).toContain('Claimed');
    await screenshot(page, 'money-influencer-claimed-1280');

    // The wallet, reached by the header's balance link, shows the reward without a reload.
    await page.getByRole('link', { name: /^Your balance, open your wallet: 10 / }).click();
    await page.waitForURL('**/settings/wallet');
    await expect.poll(() => page.getByTestId('balance-token').textContent()).toBe('10');
    expect(await sameDocument(page)).toBe(true);

    // The brand's dashboard counts the payout.
    await brand.page.reload();
    // Its figures load after the page ("…" meanwhile): a while on a busy machine.
    await expect.poll(() => brand.page.getByTestId('money-Paid out').textContent(), { timeout: 30_000 }).toBe('10');
    await influencer.context.close();
    await brand.context.close();
  });

  it('the claim earned XP: the account menu shows the level, the leaderboard finds the person, in English and French', async () => {
    // After the claim above: 100 XP (XP_PER_QUEST), level 2 of the curve (100 → 300).
    const { context, page } = await newPage(browser, server.baseUrl);
    await signInFromHome(page, influencerEmail);
    await page.getByTestId('account-menu').click();
    const level = page.getByTestId('my-level');
    await expect.poll(() => level.textContent()).toContain('Level 2');
    expect(await level.textContent()).toContain('100 / 300 XP');
    expect(await level.textContent()).toContain('#1 on the leaderboard');
    await screenshot(page, 'xp-account-menu-1280');
    await level.click();
    await page.waitForURL('**/leaderboard');
    const me = page.getByTestId('leaderboard-me');
    await expect.poll(() => me.textContent()).toContain('100 XP');
    expect(await me.textContent()).toContain('#1');
    expect(await me.textContent()).toContain('Level 2');
    await page.getByRole('tab', { name: 'This week' }).click();
    await expect.poll(() => page.getByTestId('leaderboard-me').textContent()).toContain('100 XP');
    await screenshot(page, 'xp-leaderboard-1280');
    // The public profile shows the same level to anyone.
    await me.getByRole('link').click();
    await expect.poll(() => page.getByTestId('level-progress').textContent()).toContain('Level 2');
    await screenshot(page, 'xp-profile-1280');
    await context.close();

    const phone = await newPage(browser, server.baseUrl, 375);
    await signInFromHome(phone.page, influencerEmail);
    await phone.page.getByTestId('language-switcher').selectOption('fr');
    await phone.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await phone.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Classement' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Classement' }).waitFor();
    await expect.poll(() => phone.page.getByTestId('leaderboard-me').textContent()).toContain('Niveau 2');
    await screenshot(phone.page, 'xp-leaderboard-fr-375');
    await phone.page.getByTestId('account-menu').click();
    await expect.poll(() => phone.page.getByTestId('my-level').textContent()).toContain('Niveau 2');
    await screenshot(phone.page, 'xp-account-menu-fr-375');
    await phone.context.close();

    // A guest sees the same board, with no place of their own.
    const guest = await newPage(browser, server.baseUrl);
    await guest.page.goto('/leaderboard');
    await expect.poll(() => guest.page.getByTestId('leaderboard-row').first().textContent()).toContain('100 XP');
    expect(await guest.page.getByTestId('leaderboard-me').count()).toBe(0);
    expect(await guest.page.getByText('Your place').count()).toBe(0);
    await guest.context.close();

    // From 1024 px to just under 1280 the nav links sit behind the menu button, so the signed-in header fits.
    const tablet = await newPage(browser, server.baseUrl, 1024);
    await signInFromHome(tablet.page, influencerEmail);
    await tablet.page.getByTestId('header-balance').waitFor();
    expect(await tablet.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await tablet.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await tablet.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Leaderboard' }).click();
    await tablet.page.getByTestId('leaderboard-me').waitFor();
    await screenshot(tablet.page, 'xp-leaderboard-1024');
    await tablet.context.close();
  });
  it.each([
    [1280, 'en-US', 'Claims per day'],
    [375, 'fr', 'Réclamations par jour'],
    [375, 'en-US', 'Claims per day'],
    [1280, 'fr', 'Réclamations par jour'],
  ] as const)(
    'the statistics chart has axes and the same figures in a table, at %i px in %s',
    async (width, lang, claims) => {
      // After the claim above: one day with one claim of 10.
      const tokens = await signInThroughApi(server.baseUrl, brandEmail);
      const { context, page } = await newPage(browser, server.baseUrl, width);
      await page.goto('/');
      await page.evaluate(
        ([value, language]) => {
          localStorage.setItem('tokens', value);
          localStorage.setItem('language', language);
        },
        [JSON.stringify(tokens), lang] as const,
      );
      await page.goto(`/brands-dashboard/quests/${questId}`);
      const chart = page.getByTestId('activity-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      // Both axes carry ticks, the legend names the series, and each bar is drawn.
      expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(0);
      expect(await chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick').count()).toBeGreaterThan(2);
      expect(await chart.locator('.recharts-legend-wrapper').textContent()).toContain(claims);
      await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBe(2);
      // Screen readers get the figures as a table: a header row, then the day with 1 claim and 10 paid.
      const rows = await page
        .getByTestId('statistics-table')
        .locator('tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
      expect(rows[0]).toEqual([lang === 'fr' ? 'Jour' : 'Day', claims, expect.stringContaining('(QDT)')]);
      expect(rows.slice(1)).toEqual([[expect.any(String), '1', '10']]);
      await chart.scrollIntoViewIfNeeded();
      await screenshot(page, `statistics-chart-${lang}-${width}`);
      await context.close();
    },
  );
});
