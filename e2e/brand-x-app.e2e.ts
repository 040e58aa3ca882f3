import { describe, expect, inject, it } from 'vitest';
import { activeBrandThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, useBrowser } from './helpers/browser';

// Brand settings → Developers → Your X app: the owner saves the app's bearer token, sees only when it was set and
// its last four characters (never the token), and deletes it after confirming; at 375 px.
const server = { baseUrl: inject('baseUrl') };
const browser = useBrowser();

describe('brand settings → Your X app', () => {
  it('saves the token, shows only "set on <date>, ending in …last 4", and deletes it after a confirmation', async () => {
    const tokens = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'BUSINESS');
    const brandId = await activeBrandThroughApi(server.baseUrl, tokens.accessToken, `XApp ${Date.now() % 100000}`);
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('tokens', value), JSON.stringify(tokens));
    await page.goto(`/brands-dashboard/brands/${brandId}/developers`);
    const panel = page.getByTestId('x-app');
    await panel.getByText('No X app is set').waitFor();

    const token = `AAAAAAAAAAAAAAAAAAAAA${Date.now()}secretpartwxyz`;
    await panel.getByLabel('Bearer token').fill(token);
    await panel.getByRole('button', { name: 'Save token' }).click();
    await panel.getByText(/Set on .+, ending in …wxyz/).waitFor();
    expect(await page.content()).not.toContain('secretpart');
    await page.reload();
    await panel.getByText(/ending in …wxyz/).waitFor();
    expect(await page.content()).not.toContain('secretpart');

    await panel.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/with the platform's app again/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await panel.getByText('No X app is set').waitFor();
    await context.close();
  });
});
