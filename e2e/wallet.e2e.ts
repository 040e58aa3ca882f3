import { describe, expect, inject, it } from 'vitest';
import { registerThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { injectWallet } from './helpers/wallet';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('wallet and deposit settings', () => {
  it('shows a new user zero balances, empty histories (keyboard tabs) and how to fund the balance', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, baseUrl, width);
      const email = uniqueEmail();
      await registerThroughUi(page, baseUrl, email);
      await page.goto('/settings/wallet');
      await expect.poll(() => page.getByTestId('balance-token').textContent()).toBe('0');
      await page.getByText('No proven address yet', { exact: false }).waitFor();
      expect(await page.getByTestId('balance-native').textContent()).toBe('0');
      await page.getByText('No movements yet', { exact: false }).waitFor();

      await page.getByRole('tab', { name: 'Balance history' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'Claimed rewards' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText('You have not claimed a reward yet.').waitFor();
      await screenshot(page, `wallet-balances-${width}`);

      await page.getByRole('link', { name: 'How to fund your balance' }).click();
      await page.waitForURL('**/settings/deposit');
      // The deposit address (with copy and a QR code) and the plain words of the development chain.
      expect(await page.getByTestId('deposit-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/);
      await page.getByTestId('dev-chain').waitFor();
      await page.getByText('No deposits yet.').waitFor();
      // No browser wallet here: the steps say so; test tokens still arrive in one click, through a real deposit.
      await page.getByTestId('no-browser-wallet').waitFor();
      await page.getByRole('button', { name: 'Add 1,000 test QDT' }).click();
      await expect
        .poll(() => page.getByTestId('dev-fund-progress').textContent(), { timeout: 90_000 })
        .toBe('1,000 test QDT added to your balance.');
      await expect.poll(() => page.getByTestId('balance-token').textContent()).toBe('1,000');
      expect(await page.getByTestId('deposit-status').first().textContent()).toBe('Credited');
      await screenshot(page, `deposit-${width}`);
      await context.close();
    }
  });

  it('lists the browser’s wallets (EIP-6963) and explains the steps in French', async () => {
    const { page, context } = await newPage(browser, baseUrl, 375);
    await injectWallet(context, baseUrl);
    await registerThroughUi(page, baseUrl, uniqueEmail());
    await page.getByTestId('language-switcher').selectOption('fr');
    await page.goto('/settings/deposit');
    await page.getByRole('heading', { name: 'Des jetons de test en un clic' }).waitFor();
    await page.getByRole('heading', { name: 'Déposer depuis votre propre portefeuille' }).waitFor();
    const wallet = page.getByRole('button', { name: 'Utiliser E2E Wallet' });
    expect(await wallet.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Ajouter la chaîne à mon portefeuille' }).waitFor();
    await screenshot(page, 'deposit-fr-375');
    await context.close();
  });
});
