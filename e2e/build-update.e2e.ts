import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('a new build', () => {
  it('is noticed by the hourly poll, offered as "reload", and the reload loads it', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.clock.install();
    await page.goto('/');
    // The app itself (not the static boot shell) is running once the header's Sign in button is there.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).waitFor();
    const newer = JSON.stringify({ id: 'simulated-next-build', timestamp: Date.now() + 86_400_000 });
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ body: newer, contentType: 'application/json' }),
    );
    await page.route('**/builds/meta/simulated-next-build.json', (route) =>
      route.fulfill({ body: newer, contentType: 'application/json' }),
    );
    const banner = page.getByTestId('update-banner');
    expect(await banner.count()).toBe(0);

    await page.clock.runFor('01:00:01');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('A new version of Questboard is available.');

    await page.evaluate(() => document.documentElement.setAttribute('data-before-reload', 'yes'));
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-before-reload'))).toBeNull();
    await context.close();
  });
});
