import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from './helpers/api';
import { dialog, signInThroughUi, storedTokens, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let page: Page;
const email = uniqueEmail();
let otherDevice: { accessToken: string; refreshToken: string };

const refreshStatus = async (refreshToken: string) =>
  (
    await fetch(`${baseUrl}/api/v1/auth/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    })
  ).status;

beforeAll(async () => {
  ({ page } = await newPage(browser, baseUrl));
  // The activation signs in "another device"; the browser then signs in on its own.
  otherDevice = await signUpThroughApi(baseUrl, email, 'INFLUENCER');
});
afterAll(async () => {});

describe('settings → security: active sessions', () => {
  it('lists where the account is signed in and signs one other device out', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInThroughUi(page, email);
    await page.goto('/settings/security');
    const rows = page.getByTestId('active-session');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'This device' }).count()).toBe(1);
    await screenshot(page, 'settings-security-1280');

    const tokens = await page.evaluate(() => localStorage.getItem('tokens'));
    const mobile = await newPage(browser, baseUrl, 375);
    await mobile.page.goto('/');
    await mobile.page.evaluate((value) => localStorage.setItem('tokens', value ?? ''), tokens);
    await mobile.page.goto('/settings/security');
    await expect.poll(() => mobile.page.getByTestId('active-session').count()).toBe(2);
    await screenshot(mobile.page, 'settings-security-375');
    await mobile.context.close();

    await rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await refreshStatus(otherDevice.refreshToken)).toBe(401);
  });

  it('signs out everywhere after a confirmation, this browser included', async () => {
    const before = await storedTokens(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog(page).getByRole('heading', { name: 'Sign out everywhere?' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await storedTokens(page)).toBeNull();
    expect(await refreshStatus(before?.refreshToken ?? '')).toBe(401);
  });
});

describe('after a round trip, a person is only sent to our own pages', () => {
  it.each(['//evil.example/', '/\\evil.example/'])(
    '"Continue" on the OAuth result page stays on our site for redirect=%s',
    async (evil) => {
      const { context, page: guest } = await newPage(browser, baseUrl);
      let evilVisits = 0;
      await context.route(
        (url) => url.hostname === 'evil.example',
        (route) => {
          evilVisits += 1;
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
        },
      );
      await guest.goto(`/oauth/result?status=connected&network=twitter&redirect=${encodeURIComponent(evil)}`);
      await guest.getByRole('link', { name: 'Continue' }).click();
      await guest.waitForURL((url) => url.pathname !== '/oauth/result');
      expect(guest.url()).toBe(`${baseUrl}/`);
      expect(evilVisits).toBe(0);
      await context.close();
    },
  );
});
