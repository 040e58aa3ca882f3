import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './helpers/api';
import { dialog, signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Its own server: the operator funds the user and the rewards account with the ledger command.
const email = uniqueEmail();
let server: FundableServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startFundableServer('staking');
  await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
  const out = await server.operate(
    ['credit', email, '1000', '--reason', 'e2e staking'],
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

    await page.getByRole('button', { name: 'Stake more' }).click();
    await dialog(page).getByLabel('Amount').fill('50');
    await dialog(page).getByLabel('Lock for').selectOption({ label: 'Maximum: 1 year (×21)' });
    await expect.poll(() => preview(page).textContent()).toContain('Boost×21');
    // The whole position joins the lock; the flexible part's earnings pay the 2 % performance fee first.
    expect(await preview(page).textContent()).toContain('Balance after850');
    await dialog(page).getByRole('button', { name: 'Stake', exact: true }).press('Enter');
    await page.getByText('Tokens staked.').waitFor();
    await expect.poll(() => page.getByTestId('staking-position').textContent()).toContain('×21');
    // A running lock can be extended but not withdrawn.
    await page.getByRole('button', { name: 'Extend lock' }).waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Your position over time' }).waitFor();
    await screenshot(page, 'staking-position-1280');
    await context.close();

    const phone = await newPage(browser, server.baseUrl, 375);
    await phone.page.goto('/staking');
    await phone.page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(phone.page, email);
    // The position loads after sign-in; on a busy machine that can take longer than a locator's default wait.
    await phone.page.getByTestId('staking-position').waitFor({ timeout: 90_000 });
    await expect.poll(() => phone.page.getByTestId('staking-position').textContent()).toContain('×21');
    await phone.page.getByRole('button', { name: 'Extend lock' }).click();
    await dialog(phone.page).getByRole('heading').first().waitFor();
    await screenshot(phone.page, 'staking-extend-375');
    await phone.page.keyboard.press('Escape');
    await screenshot(phone.page, 'staking-position-375');
    await phone.context.close();
  });
});
