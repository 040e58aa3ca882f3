import type { Page } from 'playwright-core';
import { type Hex, parseUnits } from 'viem';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createQuestDraft, signUpThroughApi } from './helpers/api';
import { dialog, latestMail, signInFromHome, storedTokens, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { completeQuestThroughUi } from './helpers/participation';
import { injectWallet, tokenBalanceOnChain } from './helpers/wallet';

// Money crosses the chain boundary both ways on the embedded development chain (CONFIRMATIONS=2 in e2e):
// a brand deposits tokens from its browser wallet and publishes with them; an influencer claims and withdraws.
const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Chain kites ${suffix}`;
const brandEmail = uniqueEmail();
const influencerEmail = uniqueEmail();
const browser = useBrowser();
let questId: string;

beforeAll(async () => {
  const owner = await signUpThroughApi(baseUrl, brandEmail, 'BUSINESS');
  await signUpThroughApi(baseUrl, influencerEmail, 'INFLUENCER');
  // The draft's authoring has its own e2e (brands-dashboard); here it is set up through the API, unfunded.
  const quest = await createQuestDraft(baseUrl, owner.accessToken, {
    title,
    reward: '10',
    visitUrl: `${baseUrl}/docs/kites`,
  });
  questId = quest.id;
});

const headerBalance = (page: Page) => page.getByTestId('header-balance').textContent();
const balanceTile = (page: Page) => page.getByTestId('balance-token').textContent();

async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
}
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'yes');

/** Connects the injected wallet on /settings/wallet and signs the server's Sign-In with Ethereum message. */
async function proveAddress(page: Page, address: Hex) {
  await page.goto('/settings/wallet');
  await page.getByRole('button', { name: 'Connect wallet and sign' }).click();
  await page.getByText('Address proven.').waitFor();
  expect(await page.getByTestId('proven-address').textContent()).toBe(`${address.slice(0, 6)}…${address.slice(-4)}`);
}

async function tokenAddress(page: Page): Promise<Hex> {
  const tokens = await storedTokens(page);
  const response = await fetch(`${baseUrl}/api/v1/users/wallet`, {
    headers: { authorization: `Bearer ${tokens?.accessToken}` },
  });
  return ((await response.json()) as { chain: { tokenAddress: Hex } }).chain.tokenAddress;
}

describe('money in and out on the development chain', () => {
  it('a brand deposits from its wallet and publishes; an influencer claims, proves an address and withdraws', {
    timeout: 400_000,
  }, async () => {
    // The brand: prove the address, take test tokens from the faucet, deposit 200 from the browser wallet.
    const brand = await newPage(browser, baseUrl);
    const brandWallet = await injectWallet(brand.context, baseUrl);
    await signInFromHome(brand.page, brandEmail);
    await proveAddress(brand.page, brandWallet.address);
    await brand.page.getByRole('button', { name: 'Get test tokens' }).click();
    // The faucet answers once its two transfers are mined: seconds, or much longer on a busy machine.
    await brand.page.getByText('Test tokens and coins are on their way').waitFor({ timeout: 90_000 });
    const token = await tokenAddress(brand.page);
    // The faucet's transfer is mined with the next block; the deposit can only be sent from a funded wallet.
    await expect
      .poll(() => tokenBalanceOnChain(baseUrl, token, brandWallet.address), { timeout: 60_000 })
      .toBeGreaterThan(0n);

    await brand.page.getByRole('link', { name: 'How to fund your balance' }).click();
    await brand.page.waitForURL('**/settings/deposit');
    await markDocument(brand.page);
    await brand.page.getByLabel('Amount of QDT').fill('200');
    await brand.page.getByRole('button', { name: 'Deposit from my wallet' }).click();
    await brand.page.getByText('Deposit sent.').waitFor();
    // The deposit shows up pending, counts its confirmations and is credited once: the balance moves in place.
    await expect
      .poll(() => brand.page.getByTestId('deposit-status').first().textContent(), { timeout: 60_000 })
      .toMatch(/of 2 confirmations?|Credited/);
    await screenshot(brand.page, 'chain-deposit-pending-1280');
    await expect
      .poll(() => brand.page.getByTestId('deposit-status').first().textContent(), { timeout: 60_000 })
      .toBe('Credited');
    await expect.poll(() => balanceTile(brand.page)).toBe('200');
    await expect.poll(() => headerBalance(brand.page)).toBe('200');
    expect(await sameDocument(brand.page)).toBe(true);
    await screenshot(brand.page, 'chain-deposit-credited-1280');

    // …and publishes the quest with 20 of it (plus the 5 % platform fee).
    await brand.page.goto(`/brands-dashboard/quests/${questId}`);
    await brand.page.getByRole('button', { name: 'Publish' }).click();
    await dialog(brand.page).getByLabel('Amount').fill('20');
    await dialog(brand.page).getByRole('button', { name: 'Publish' }).click();
    await brand.page.getByText('Quest published').waitFor();
    await expect.poll(() => headerBalance(brand.page)).toBe('179');

    // The influencer completes and claims the quest…
    const influencer = await newPage(browser, baseUrl);
    const page = influencer.page;
    const influencerWallet = await injectWallet(influencer.context, baseUrl);
    await signInFromHome(page, influencerEmail);
    await completeQuestThroughUi(page, title, `kites ${suffix}`);
    await page.getByRole('button', { name: 'Claim 10 QDT' }).click();
    await page.getByText('10 QDT added to your balance').waitFor();
    await expect.poll(() => headerBalance(page)).toBe('10');

    // …proves an address by signing, and withdraws 5 (fee 0.5 + 0.5 % on top: 5.525 leaves the balance).
    await proveAddress(page, influencerWallet.address);
    await markDocument(page);
    await page.getByLabel('Amount').fill('5');
    await expect.poll(() => page.getByTestId('arrives').textContent()).toBe('5 QDT');
    expect(await page.getByTestId('quote').textContent()).toContain('5.525 QDT');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Withdraw now' }).click();
    await page.getByText('Withdrawal requested.').waitFor();
    await expect.poll(() => balanceTile(page)).toBe('4.475');
    // The worker signs and sends it; the status follows live until the confirmations are in.
    await expect
      .poll(() => page.getByTestId('withdrawal-status').first().textContent(), { timeout: 90_000 })
      .toBe('Confirmed');
    expect(await sameDocument(page)).toBe(true);
    expect(await headerBalance(page)).toBe('4.475');
    // The history names the movement, and the tokens are at the address on chain.
    await page.getByRole('tab', { name: 'Balance history' }).click();
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('Withdrawal');
    expect(await page.getByRole('tabpanel').textContent()).toMatch(/Withdrawal fee.*−0\.525/);
    expect(await tokenBalanceOnChain(baseUrl, token, influencerWallet.address)).toBe(parseUnits('5', 18));
    await screenshot(page, 'chain-withdrawn-1280');

    // Another address replaces the proven one, confirmed by a code sent by e-mail instead of the password.
    const next = influencerWallet.switchTo();
    await page.getByRole('button', { name: 'No password? E-mail me a code instead' }).click();
    await page.getByText(`We sent a code to ${influencerEmail}`).waitFor();
    const mail = await latestMail(baseUrl, influencerEmail);
    expect(mail.subject).toContain('wallet address');
    await page.getByLabel('Confirmation code from your e-mail').fill(mail.code ?? '');
    await page.getByRole('button', { name: 'Sign with a new address' }).click();
    await expect
      .poll(() => page.getByTestId('proven-address').textContent())
      .toBe(`${next.slice(0, 6)}…${next.slice(-4)}`);

    await influencer.context.close();
    await brand.context.close();
  });
});
