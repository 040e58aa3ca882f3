import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWebhookReceiver, verifySignature } from '../test/helpers/webhook-receiver';
import { activeBrandThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

// Brand settings → Developers: an owner makes an API key and a webhook, sees the secrets once, uses the key, and
// sees a test event arrive signed at their receiver and logged as delivered; the page fits a phone.
const server = { baseUrl: inject('baseUrl') };
const browser = useBrowser();
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

describe('brand settings → Developers', () => {
  it('makes a key and a webhook, and shows a signed test event delivered', async () => {
    const tokens = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'BUSINESS');
    const brandId = await activeBrandThroughApi(server.baseUrl, tokens.accessToken, `Hooks ${Date.now() % 100000}`);
    const { page, context } = await newPage(browser, server.baseUrl);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('tokens', value), JSON.stringify(tokens));
    await page.goto(`/brands-dashboard/brands/${brandId}`);
    await page.getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { name: 'Developers', level: 1 }).waitFor();

    await page.getByLabel('Key name').fill('CRM sync');
    await page.getByLabel('Access').selectOption('read');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('shown-secret').textContent()) ?? '';
    expect(secret).toMatch(/^qb_[0-9a-f]{12}_/);
    await page.getByTestId('api-key').filter({ hasText: 'CRM sync' }).getByText('never used').waitFor();
    const read = await fetch(`${server.baseUrl}/api/v1/brands/detail/${brandId}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(read.status).toBe(200);
    await page.getByRole('button', { name: 'I saved it' }).click();
    await page.getByTestId('shown-secret').waitFor({ state: 'detached' });

    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const hookSecret = (await page.getByTestId('shown-secret').textContent()) ?? '';
    expect(hookSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByTestId('webhook-delivery').getByText('Delivered').waitFor();
    await expect.poll(() => receiver.ofType('webhook.test').length).toBe(1);
    const [hit] = receiver.ofType('webhook.test');
    expect(verifySignature(hit?.headers['questboard-signature'], hit?.body ?? '', hookSecret)).toBe(true);

    // The receiver breaks once: the same event comes again after the back-off, and the log shows both tries.
    receiver.answer(500);
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.ofType('webhook.test').length, { timeout: 60_000 }).toBe(3);
    const [, broken, retried] = receiver.ofType('webhook.test');
    expect(retried?.json.id).toBe(broken?.json.id);
    expect(verifySignature(retried?.headers['questboard-signature'], retried?.body ?? '', hookSecret)).toBe(true);
    await page
      .getByTestId('webhook-delivery')
      .getByText(/attempts: 2(?!\d)/)
      .waitFor();
    await screenshot(page, 'dashboard-developers-1280');

    const stored = await page.evaluate(() => localStorage.getItem('tokens'));
    const mobile = await newPage(browser, server.baseUrl, 375);
    await mobile.page.goto('/');
    await mobile.page.evaluate((value) => localStorage.setItem('tokens', value ?? ''), stored);
    await mobile.page.goto(`/brands-dashboard/brands/${brandId}/developers`);
    await mobile.page.getByTestId('webhook').waitFor();
    await mobile.page.getByRole('button', { name: 'Deliveries' }).click();
    await mobile.page.getByTestId('webhook-delivery').first().waitFor();
    // Nothing makes the page wider than the phone.
    const wider = await mobile.page.evaluate(() =>
      document.documentElement.scrollWidth > window.innerWidth
        ? [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`)
        : [],
    );
    expect(wider).toEqual([]);
    await screenshot(mobile.page, 'dashboard-developers-375');
    await mobile.context.close();
    await context.close();
  });
});
