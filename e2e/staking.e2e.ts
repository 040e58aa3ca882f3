import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi, signUpThroughApi, stakeThroughApi, stakingPosition } from './helpers/api';
import { dialog, signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: the operator funds the users and the rewards account with the ledger command. A week lasts 60 s
// (every duration scales with it), so a lock can end and pass its free week while the test runs.
const WEEK = 60;
const email = uniqueEmail();
const lateEmail = uniqueEmail();
let server: FundableServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('staking', { STAKING_WEEK_SECONDS: String(WEEK) });
  await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
  await signUpThroughApi(server.baseUrl, lateEmail, 'INFLUENCER');
  const out = await server.operate(
    ['credit', email, '1000', '--reason', 'e2e staking'],
    ['credit', lateEmail, '1000', '--reason', 'e2e staking'],
    ['fund-staking', '100000'],
    ['master-chef', '--reward-per-second', '0.01'],
  );
  expect(out).toContain('rewards account now 100000');
  // Each ledger command opens the embedded database on its own: minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await server?.close();
});

const preview = (page: Page) => dialog(page).getByTestId('staking-preview');

/** Every figure of the position card stays inside the card (long share counts wrap rather than overflow). */
async function expectInsideCards(page: Page) {
  const overflowing = await page.getByTestId('staking-position').evaluate((list) => {
    const card = list.closest('div.rounded-2xl')?.getBoundingClientRect();
    return [...list.querySelectorAll('dd')]
      .filter((dd) => {
        const box = dd.getBoundingClientRect();
        return !card || box.right > card.right + 0.5 || dd.scrollWidth > dd.clientWidth + 0.5;
      })
      .map((dd) => dd.textContent);
  });
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('/staking', () => {
  it('shows a guest the pool and its APY by lock, and asks them to sign in', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, server.baseUrl, width);
      await page.goto('/staking');
      await page.getByRole('heading', { name: 'The pool' }).waitFor();
      await page.getByText('Sign in to stake tokens').waitFor();
      // An empty pool has no APY yet; its rewards are funded.
      expect(await page.getByText('100,000', { exact: true }).count()).toBe(1);
      await page.getByText('The APY shows once the pool holds tokens.').waitFor();
      await screenshot(page, `staking-guest-${width}`);
      await context.close();
    }
  });

  it('stakes flexible then locked through previewed dialogs, by keyboard and pointer', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 1280);
    await page.goto('/staking');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(page, email);
    await page.getByText('You have nothing staked yet.').waitFor();

    await page.getByRole('button', { name: 'Stake', exact: true }).click();
    await dialog(page).getByLabel('Amount').fill('100');
    // The server's preview: 100 in, no fees on a first deposit, flexible ×1, balance after 900.
    await expect.poll(() => preview(page).textContent()).toContain('Balance after900');
    expect(await preview(page).textContent()).toContain('Boost×1');
    await screenshot(page, 'staking-stake-dialog-1280');
    await dialog(page).getByRole('button', { name: 'Stake', exact: true }).click();
    await page.getByText('Tokens staked.').waitFor();
    await expect.poll(() => page.getByTestId('staking-position').textContent()).toContain('Flexible');

    // Locking now would lock the flexible tokens too (one position per person): the preview says so before confirming.
    const flexibleNotice =
      /^Your 100(\.\d+)? flexible QDT will be locked too, until .+ \d{4}: one position per person\.$/;
    await page.getByRole('button', { name: 'Stake more' }).click();
    await dialog(page).getByLabel('Amount').fill('50');
    await dialog(page).getByLabel('Lock for').selectOption({ label: 'Maximum: 1 year (×21)' });
    await expect.poll(() => dialog(page).getByTestId('locks-flexible').textContent()).toMatch(flexibleNotice);
    await screenshot(page, 'staking-locks-flexible-1280');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await context.close();

    // On the phone: the same notice, then the lock.
    const phone = await newPage(browser, server.baseUrl, 375);
    await phone.page.goto('/staking');
    await phone.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(phone.page, email);
    // The position loads after sign-in; on a busy machine that can take longer than a locator's default wait.
    await phone.page.getByTestId('staking-position').waitFor({ timeout: 90_000 });
    await phone.page.getByRole('button', { name: 'Stake more' }).click();
    await dialog(phone.page).getByLabel('Amount').fill('50');
    await dialog(phone.page).getByLabel('Lock for').selectOption({ label: 'Maximum: 1 year (×21)' });
    await expect.poll(() => preview(phone.page).textContent()).toContain('Boost×21');
    await expect.poll(() => dialog(phone.page).getByTestId('locks-flexible').textContent()).toMatch(flexibleNotice);
    // The whole position joins the lock; the flexible part's earnings pay the 2 % performance fee first.
    expect(await preview(phone.page).textContent()).toContain('Balance after850');
    await screenshot(phone.page, 'staking-locks-flexible-375');
    await dialog(phone.page).getByRole('button', { name: 'Stake', exact: true }).press('Enter');
    await phone.page.getByText('Tokens staked.').waitFor();
    await expect.poll(() => phone.page.getByTestId('staking-position').textContent()).toContain('×21');
    // A running lock cannot be withdrawn; at the maximum (a year) it cannot be extended either, and the card says so.
    await phone.page.getByText('Your lock is at the maximum').waitFor();
    expect(await phone.page.getByRole('button', { name: 'Extend lock' }).count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await phone.page.getByRole('heading', { name: 'Your position over time' }).waitFor();
    await expectInsideCards(phone.page);
    await screenshot(phone.page, 'staking-position-375');
    await phone.context.close();
  });

  it('previews the overdue fee when a lock left past its free week is extended (phone)', {
    timeout: 400_000,
  }, async () => {
    // A one-week lock (60 s here), left alone until the week after its end has passed.
    const { accessToken } = await signInThroughApi(server.baseUrl, lateEmail);
    await stakeThroughApi(server.baseUrl, accessToken, '900', WEEK);
    const { overdueFeeFrom } = await stakingPosition(server.baseUrl, accessToken);
    const overdueFrom = Date.parse(overdueFeeFrom ?? '');
    expect(overdueFrom).toBeGreaterThan(Date.now());

    const phone = await newPage(browser, server.baseUrl, 375);
    await phone.page.goto('/staking');
    await phone.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(phone.page, lateEmail);
    await phone.page.getByTestId('staking-position').waitFor({ timeout: 90_000 });
    // Once the lock has ended the page warns about the fee to come…
    await phone.page.getByText('Your lock has ended.').waitFor({ timeout: 3 * WEEK * 1000 });
    // …and once its free week is over too (plus a little, so the fee has grown), extending charges it first.
    await expect
      .poll(() => Date.now(), { timeout: 3 * WEEK * 1000, interval: 1_000 })
      .toBeGreaterThan(overdueFrom + 15_000);
    await phone.page.getByRole('button', { name: 'Extend lock' }).click();
    await dialog(phone.page).getByText('the new lock starts now').waitFor();
    await expect.poll(() => preview(phone.page).textContent()).toContain('Overdue fee');
    const fee = await preview(phone.page).locator('dt:text-is("Overdue fee") + dd').textContent();
    expect(Number(fee?.replaceAll(',', ''))).toBeGreaterThan(0);
    await screenshot(phone.page, 'staking-extend-375');
    await dialog(phone.page).getByRole('button', { name: 'Extend lock' }).click();
    await phone.page.getByText('Lock extended.').waitFor();
    await expect.poll(() => phone.page.getByText('Your lock has ended.').count()).toBe(0);
    await expectInsideCards(phone.page);
    await phone.context.close();
  });
});
