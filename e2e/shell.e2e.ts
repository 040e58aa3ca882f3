import { describe, expect, inject, it } from 'vitest';
import { registerThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('app shell', () => {
  it('answers an unmatched path with "Page not found: {path}"', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/no/such/page');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Page not found: /no/such/page');
    await context.close();
  });

  it('answers a malformed id with "Page Not Found: {path}"', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/quests/Not%20A%20Slug!');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found: /quests/Not%20A%20Slug!');
    await context.close();
  });

  it('serves the build manifest the app polls', async () => {
    const latest = (await (await fetch(`${baseUrl}/builds/latest.json?t=${Date.now()}`)).json()) as { id: string };
    const meta = (await (await fetch(`${baseUrl}/builds/meta/${latest.id}.json`)).json()) as { id: string };
    expect(meta.id).toBe(latest.id);
  });

  it('switches language and keeps it across a reload', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('fr');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'language');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    await context.close();
  });

  it('saves screenshots of / and /settings at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, baseUrl, width);
      await page.goto('/');
      // The heading is pre-rendered in index.html; the call-to-action buttons only exist once React has rendered.
      await page.getByRole('link', { name: 'Explore quests' }).waitFor();
      await screenshot(page, `home-${width}`);
      await registerThroughUi(page, baseUrl, uniqueEmail());
      await page.goto('/settings');
      await page.getByTestId('profile-username').waitFor();
      await screenshot(page, `settings-${width}`);
      await context.close();
    }
  });
});
