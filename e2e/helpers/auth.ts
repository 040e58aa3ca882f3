import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Secret123pass';

export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}

interface MailboxItem {
  subject: string;
  code?: string;
  secretKey?: string;
}

/** The newest mail the dev mailbox holds for `email`. */
export async function latestMail(baseUrl: string, email: string): Promise<MailboxItem> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
    const { items } = (await response.json()) as { items: MailboxItem[] };
    if (items[0]) return items[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail arrived for ${email}`);
}

export const dialog = (page: Page) => page.locator('dialog[open]');
/** The header's Sign in button (a guest's dashboard has another one in its content). */
export const headerSignIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign in' });

/** Registers through the UI and finishes verify-email and roles-select; ends signed in. */
export async function registerThroughUi(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/');
  await headerSignIn(page).click();
  await dialog(page).getByRole('button', { name: 'Create an account' }).click();
  await expect.poll(() => dialog(page).getByRole('heading').textContent()).toBe('Create your account');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  await dialog(page).getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
  const mail = await latestMail(baseUrl, email);
  expect(mail.code).toMatch(/^\d{6}$/);
  await dialog(page)
    .getByLabel('Verification code')
    .fill(mail.code ?? '');
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await dialog(page).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
  await dialog(page).getByText('Business', { exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Continue' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  // A brand's next step: creating the brand.
  await page.waitForURL('**/brands-dashboard/brands/create');
}

export async function signInAttempt(page: Page, email: string, password: string): Promise<void> {
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).getByRole('button', { name: 'Sign in' }).click();
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await signInAttempt(page, email, password);
  await dialog(page).waitFor({ state: 'detached' });
}

/** Opens the landing page and signs in from the header's button. */
export async function signInFromHome(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await headerSignIn(page).click();
  await signInThroughUi(page, email, password);
}

export async function logOutThroughUi(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await headerSignIn(page).waitFor();
}

export async function storedTokens(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('tokens'));
  return raw ? (JSON.parse(raw) as { accessToken: string; refreshToken: string }) : null;
}
