import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInStatus, signUpWithoutActivating } from './helpers/api';
import {
  dialog,
  headerSignIn,
  latestMail,
  logOutThroughUi,
  PASSWORD,
  registerThroughUi,
  signInAttempt,
  signInThroughUi,
  storedTokens,
  uniqueEmail,
} from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let page: Page;
const email = uniqueEmail();

beforeAll(async () => {
  ({ page } = await newPage(browser, baseUrl));
});
afterAll(async () => {});

async function profileUsername(): Promise<string> {
  await page.getByTestId('account-menu').waitFor();
  return (await page.getByTestId('account-menu').textContent()) ?? '';
}

describe('accounts in the browser', () => {
  it('sends an unactivated account that signs in to verify-email with a fresh code', async () => {
    const pending = uniqueEmail();
    await page.goto('/');
    await headerSignIn(page).click();
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await dialog(page).getByLabel('E-mail').fill(pending);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    const first = await latestMail(baseUrl, pending);
    await page.keyboard.press('Escape');
    await headerSignIn(page).click();
    await signInAttempt(page, pending, PASSWORD);
    await dialog(page).getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await expect.poll(async () => (await latestMail(baseUrl, pending)).code).not.toBe(first.code);
    await dialog(page)
      .getByLabel('Verification code')
      .fill((await latestMail(baseUrl, pending)).code ?? '');
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
    await page.keyboard.press('Escape');
    await logOutThroughUi(page);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const account = uniqueEmail();
    await registerThroughUi(page, baseUrl, account);
    await logOutThroughUi(page);
    await headerSignIn(page).click();
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('E-mail').fill(account);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const mail = await latestMail(baseUrl, account);
    expect(mail.secretKey).toBeTruthy();
    await page.goto(`/?popup=reset-password&email=${encodeURIComponent(account)}&secretKey=${mail.secretKey}`);
    await dialog(page).getByLabel('New password').fill('Brand9newpass');
    await dialog(page).getByLabel('Confirm password').fill('Brand9newpass');
    await dialog(page).getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset. You can now sign in.').waitFor();
    await dialog(page).getByRole('heading', { name: 'Welcome back' }).waitFor();
    await signInThroughUi(page, account, 'Brand9newpass');
    expect(await storedTokens(page)).not.toBeNull();
    await logOutThroughUi(page);
  });

  it('registers, activates with the mailed code, picks a role and is signed in', async () => {
    await registerThroughUi(page, baseUrl, email);
    expect(await storedTokens(page)).not.toBeNull();
    expect(await profileUsername()).not.toBe('');
    const type = await page.evaluate(async () => {
      const tokens = JSON.parse(localStorage.getItem('tokens') ?? '{}') as { accessToken?: string };
      const response = await fetch('/api/v1/users/profile', {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      return ((await response.json()) as { type: string }).type;
    });
    expect(type).toBe('BUSINESS');
  });

  it('logs out and signs back in', async () => {
    await logOutThroughUi(page);
    expect(await storedTokens(page)).toBeNull();
    await headerSignIn(page).click();
    await signInThroughUi(page, email);
    expect(await storedTokens(page)).not.toBeNull();
    expect(await profileUsername()).not.toBe('');
  });

  it('shows the server message when the password is wrong and stays signed out', async () => {
    await logOutThroughUi(page);
    await headerSignIn(page).click();
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByLabel('Password').fill('Wrong123pass');
    await dialog(page).getByRole('button', { name: 'Sign in' }).click();
    // The server's message shows inside the dialog, where the person is looking.
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('E-mail or password is incorrect.');
    expect(await storedTokens(page)).toBeNull();
    await page.keyboard.press('Escape');
    // Any error other than INACTIVE_USER forgets the remembered e-mail.
    await headerSignIn(page).click();
    expect(await dialog(page).getByLabel('E-mail').inputValue()).toBe('');
    await page.keyboard.press('Escape');
  });

  it('guards /settings: login popup on /, then back to /settings after signing in', async () => {
    await page.goto('/settings');
    await dialog(page).getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signInThroughUi(page, email);
    await page.waitForURL('**/settings');
    await page.getByTestId('profile-username').waitFor();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    const before = await storedTokens(page);
    // Break the token on a page where the app does not run, so none of its requests (or refreshes) is in flight
    // while the stored tokens change under it.
    await page.goto('/api/v1/health');
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, string>;
      localStorage.setItem('tokens', JSON.stringify({ ...tokens, accessToken: `${tokens.accessToken}broken` }));
    });
    await page.goto('/settings/wallet');
    await page.getByRole('heading', { name: 'Wallet', level: 2 }).waitFor();
    const after = await storedTokens(page);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(after?.accessToken).not.toContain('broken');
    expect(await profileUsername()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/settings/wallet');
  });

  it('auto-saves the profile 2 s after the last change, and it survives a reload', async () => {
    await page.goto('/settings');
    await page.getByLabel('Display name').fill('Ada Lovelace');
    await expect.poll(() => page.getByTestId('autosave-status').textContent(), { timeout: 10_000 }).toBe('Saved');
    await page.reload();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Ada Lovelace');
  });

  it('logging out on a protected page clears the session and goes to /dashboard', async () => {
    await page.goto('/settings/security');
    await logOutThroughUi(page);
    await page.waitForURL('**/dashboard');
    expect(await storedTokens(page)).toBeNull();
  });

  it('keeps the password of the person who verifies the address, not of a stranger who signed up with it', async () => {
    const victim = uniqueEmail();
    const stranger = 'Stranger99pass';
    await signUpWithoutActivating(baseUrl, victim, stranger);
    await page.goto('/');
    await headerSignIn(page).click();
    await dialog(page).getByRole('button', { name: 'Create an account' }).click();
    await dialog(page).getByLabel('E-mail').fill(victim);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    const before = await latestMail(baseUrl, victim);
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await expect.poll(async () => (await latestMail(baseUrl, victim)).code).not.toBe(before.code);
    // The stranger signs up once more while she reads her mail: the newest code is the one his sign-up caused.
    const hers = await latestMail(baseUrl, victim);
    await signUpWithoutActivating(baseUrl, victim, stranger);
    await expect.poll(async () => (await latestMail(baseUrl, victim)).code).not.toBe(hers.code);
    await dialog(page)
      .getByLabel('Verification code')
      .fill((await latestMail(baseUrl, victim)).code ?? '');
    await dialog(page).getByRole('button', { name: 'Verify' }).click();
    await dialog(page).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
    await page.keyboard.press('Escape');
    await logOutThroughUi(page);
    await headerSignIn(page).click();
    await signInThroughUi(page, victim);
    expect(await storedTokens(page)).not.toBeNull();
    expect(await signInStatus(baseUrl, victim, stranger)).toBe(401);
  });

  it('asks a name at sign-up and keeps the role choice in the account menu until it is made (phone, then French)', async () => {
    const phone = await newPage(browser, baseUrl, 375);
    const p = phone.page;
    const address = uniqueEmail();
    await p.goto('/');
    await headerSignIn(p).click();
    await dialog(p).getByRole('button', { name: 'Create an account' }).click();
    await dialog(p).getByLabel('Your name').fill('Ada Lovelace');
    await dialog(p).getByLabel('E-mail').fill(address);
    await dialog(p).getByLabel('Password').fill(PASSWORD);
    await screenshot(p, 'auth-sign-up-name-375');
    await dialog(p).getByRole('button', { name: 'Create account' }).click();
    await dialog(p).getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    await dialog(p)
      .getByLabel('Verification code')
      .fill((await latestMail(baseUrl, address)).code ?? '');
    await dialog(p).getByRole('button', { name: 'Verify' }).click();
    await dialog(p).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
    // Closed without choosing: the account menu offers the choice until it is made.
    await dialog(p).getByRole('button', { name: 'Close' }).click();
    await dialog(p).waitFor({ state: 'detached' });
    await p.getByTestId('account-menu').click();
    // The open menu names the person as they asked (the button's own label is hidden on a phone).
    await p.getByText('Ada Lovelace', { exact: true }).last().waitFor();
    await screenshot(p, 'auth-finish-role-375');
    await p.getByRole('button', { name: 'Finish your account: choose your role' }).click();
    await dialog(p).getByText('Business', { exact: true }).click();
    await dialog(p).getByRole('button', { name: 'Continue' }).click();
    await dialog(p).waitFor({ state: 'detached' });
    // A brand's first step opens: the menu is opened on that page (opened earlier, the page change closes it).
    await p.waitForURL('**/brands-dashboard/brands/create');
    await p.getByLabel('Brand name').waitFor();
    await p.getByTestId('account-menu').click();
    await p.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await p.getByRole('button', { name: 'Finish your account: choose your role' }).count()).toBe(0);
    await phone.context.close();

    // The same words in French, on a wide screen.
    const wide = await newPage(browser, baseUrl, 1280);
    await wide.page.goto('/');
    await wide.page.getByTestId('language-switcher').selectOption('fr');
    await wide.page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await dialog(wide.page).getByRole('button', { name: 'Créer un compte' }).click();
    await dialog(wide.page).getByLabel('Votre nom').waitFor();
    await screenshot(wide.page, 'auth-sign-up-name-fr-1280');
    await wide.context.close();
  });
  it('signs up with a browser wallet on a phone, and keeps that wallet as the last way in (Sign-In with Ethereum)', async () => {
    const phone = await newPage(browser, baseUrl, 375);
    const p = phone.page;
    // A fake injected wallet (EIP-1193): a local key in the test signs what the page asks it to.
    const wallet = privateKeyToAccount(generatePrivateKey());
    await p.exposeFunction('__walletSign', (message: string) => wallet.signMessage({ message }));
    await p.addInitScript((address) => {
      let chainId = '0x1';
      const sign = (window as unknown as { __walletSign(m: string): Promise<string> }).__walletSign;
      const text = (hex: string) =>
        new TextDecoder().decode(new Uint8Array((hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16))));
      (window as unknown as { ethereum: unknown }).ethereum = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method === 'eth_chainId') return chainId;
          if (method === 'wallet_switchEthereumChain') {
            const [target] = (params ?? []) as [{ chainId: string }];
            chainId = target.chainId;
            return null;
          }
          if (method === 'personal_sign') return sign(text(params?.[0] as string));
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
        },
      };
    }, wallet.address);
    await p.goto('/');
    await headerSignIn(p).click();
    await dialog(p).getByRole('button', { name: 'Continue with a wallet' }).click();
    await dialog(p).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
    await screenshot(p, 'auth-wallet-sign-up-375');
    expect(await storedTokens(p)).not.toBeNull();
    await dialog(p).getByRole('button', { name: 'Close' }).click();
    await p.goto('/settings/security');
    const linked = p.getByTestId('linked-wallet');
    await linked.filter({ hasText: wallet.address.slice(-4) }).waitFor();
    await linked.getByRole('button', { name: 'Unlink' }).click();
    await p.getByText('This wallet is the only way to sign in to your account').waitFor();
    await screenshot(p, 'auth-wallet-settings-375');
    await phone.context.close();

    // The same door in French, on a wide screen.
    const wide = await newPage(browser, baseUrl, 1280);
    await wide.page.goto('/');
    await wide.page.getByTestId('language-switcher').selectOption('fr');
    await wide.page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    await dialog(wide.page).getByRole('button', { name: 'Continuer avec un portefeuille' }).waitFor();
    await screenshot(wide.page, 'auth-wallet-sign-in-fr-1280');
    await wide.context.close();
  });
});
