import { describe, expect, inject, it } from 'vitest';
import { registerThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { injectWallet } from './helpers/wallet';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('look of the other screens (screenshots to review)', () => {
  it('renders popups, dashboard, wallet and errors at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, baseUrl, width);
      await page.goto('/');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('dialog[open]').waitFor();
      await screenshot(page, `login-${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/nope');
      await screenshot(page, `not-found-${width}`);
      await registerThroughUi(page, baseUrl, uniqueEmail());
      const account = await injectWallet(page, baseUrl);
      await page.goto('/settings/wallet');
      await page.getByRole('button', { name: 'Connect wallet and sign' }).click();
      await page.getByTestId('proven-address').waitFor();
      const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`;
      expect(await page.getByTestId('proven-address').textContent()).toBe(short);
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.address);
      await screenshot(page, `wallet-${width}`);
      await page.goto('/brands-dashboard');
      await page.getByRole('heading', { name: 'Create your first brand' }).waitFor();
      await screenshot(page, `brands-dashboard-${width}`);
      await context.close();
    }
  });
});
