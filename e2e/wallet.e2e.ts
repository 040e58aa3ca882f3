import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughUi, uniqueEmail } from './helpers/auth';
import { launchBrowser, newPage, screenshot } from './helpers/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('wallet and deposit settings', () => {
  it('shows a new user zero balances, empty histories (keyboard tabs) and how to fund the balance', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, baseUrl, width);
      const email = uniqueEmail();
      await registerThroughUi(page, baseUrl, email);
      await page.goto('/settings/wallet');
      await expect.poll(() => page.getByTestId('balance-token').textContent()).toBe('0');
      expect(await page.getByTestId('balance-native').textContent()).toBe('0');
      await page.getByText('No movements yet', { exact: false }).waitFor();

      await page.getByRole('tab', { name: 'Balance history' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Claimed rewards' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('You have not claimed a reward yet.').waitFor();
      await screenshot(page, `wallet-balances-${width}`);

      await page.getByRole('link', { name: 'How to fund your balance' }).click();
      await page.waitForURL('**/settings/deposit');
      expect(await page.getByTestId('deposit-reference').textContent()).toBe(email);
      await screenshot(page, `deposit-${width}`);
      await context.close();
    }
  });
});
