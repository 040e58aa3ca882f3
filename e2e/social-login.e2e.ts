import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SocialApiFake, startSocialApiFake } from '../test/fakes/social-api/social-api-fake';
import { signUpThroughApi } from './helpers/api';
import { dialog, latestMail, signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { freePort, type RunningServer, startServer } from './helpers/server';

// Its own server whose X is the local fake: its authorize page consents at once as the account the test names.
const dataDir = mkdtempSync(join(tmpdir(), 'questboard-e2e-social-login-'));
const suffix = Math.random().toString(36).slice(2, 7);
const xHandle = `ada_${suffix}`;
const browser = useBrowser();
let fake: SocialApiFake;
let server: RunningServer;
/** The person test 1 signs up with X (and gives an e-mail address and password). */
let xPerson = { email: '', password: '' };

beforeAll(async () => {
  fake = await startSocialApiFake();
  server = await startServer(await freePort(), dataDir, {
    ...fake.env,
    TWITTER_CLIENT_ID: 'e2e-x-client',
    TWITTER_CLIENT_SECRET: 'e2e-x-secret',
  });
  fake.x.addUser(xHandle);
  fake.xOAuth.signInAs(xHandle);
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function continueWithX(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await dialog(page).getByRole('button', { name: 'Continue with X (Twitter)' }).click();
}

describe('signing in with X', () => {
  it('signs up a new person (who picks a role), then signs the same person in again', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    await continueWithX(page);
    await dialog(page).getByRole('heading', { name: 'How will you use Questboard?' }).waitFor();
    await screenshot(page, 'social-login-role-375');
    await page.keyboard.press('Escape');
    await page.getByTestId('account-menu').waitFor();
    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await continueWithX(page);
    await page.getByTestId('account-menu').waitFor();
    expect(await dialog(page).count()).toBe(0);
    await page.goto('/settings/socials-connect');
    await expect.poll(() => page.getByTestId('social-TWITTER').textContent()).toBe(`@${xHandle}`);

    // An account made with X adds an e-mail address (proven by a code) and a password, then signs in by e-mail.
    const email = uniqueEmail();
    await page.goto('/settings/security');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send a code' }).click();
    await page.getByLabel('Code').fill((await latestMail(server.baseUrl, email)).code ?? '');
    await page.getByLabel('New password').fill('Xs1gned-up-pass');
    await screenshot(page, 'social-login-add-email-375');
    await page.getByRole('button', { name: 'Add the e-mail address' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByTestId('account-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInThroughUi(page, email, 'Xs1gned-up-pass');
    await page.getByTestId('account-menu').waitFor();
    xPerson = { email, password: 'Xs1gned-up-pass' };
    await context.close();
  });

  it('says what happened when the person cancels on X, and offers to try again', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 1280);
    fake.xOAuth.refuseNext();
    await continueWithX(page);
    await page.getByRole('alert').getByText('You cancelled on X (Twitter)', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'social-login-denied-1280');
    // An answer that no sign-in of this browser started (a forged or foreign state) is refused the same way.
    await page.goto('/api/v1/auth/callback/twitter?code=forged&state=not-ours');
    await page
      .getByRole('alert')
      .getByText('does not belong to a sign-in started in this browser', { exact: false })
      .waitFor();
    await context.close();
  });

  it("refuses to connect an X account that is already another person's", async () => {
    const email = uniqueEmail();
    await signUpThroughApi(server.baseUrl, email, 'INFLUENCER');
    const { page, context } = await newPage(browser, server.baseUrl, 1280);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInThroughUi(page, email);
    await page.goto('/settings/socials-connect');
    await page.getByRole('button', { name: 'Connect X (Twitter)' }).click();
    await page
      .getByRole('alert')
      .getByText('already connected to another Questboard account', { exact: false })
      .waitFor();
    await context.close();

    // The person who holds it, signing in by e-mail now, lets X go.
    const holder = await newPage(browser, server.baseUrl, 1280);
    await holder.page.goto('/');
    await holder.page.getByRole('button', { name: 'Sign in' }).click();
    await signInThroughUi(holder.page, xPerson.email, xPerson.password);
    await holder.page.goto('/settings/socials-connect');
    await holder.page.getByTestId('social-TWITTER').waitFor();
    await holder.page.getByRole('button', { name: 'Disconnect' }).click();
    await holder.page.getByTestId('social-TWITTER').waitFor({ state: 'detached' });
    await holder.context.close();
  });
});
