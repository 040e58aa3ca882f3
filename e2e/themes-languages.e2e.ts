import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from './helpers/api';
import { headerSignIn, signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A raw page: its `goto` returns at load, so the theme can be read before the app's modules have run. */
async function guestPage(width: number, colorScheme: 'light' | 'dark') {
  const context = await browser().newContext({ baseURL: baseUrl, viewport: { width, height: 900 }, colorScheme });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

/** The theme on <html> as soon as the document is parsed, before the app's modules have run. */
async function themeAtParse(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => document.documentElement.dataset.theme);
}

async function seriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('themes', () => {
  it('follows the device, switches from the header, remembers the choice and paints it first', async () => {
    const { page, context } = await guestPage(1280, 'light');
    expect(await themeAtParse(page, '/')).toBe('light');
    await page.getByRole('link', { name: 'Explore quests' }).waitFor();
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
    // The device still says light: the stored choice wins from the first paint on.
    expect(await themeAtParse(page, '/quests')).toBe('dark');
    await context.close();
  });

  const cases = (['dark', 'light'] as const).flatMap((theme) => [375, 1280].map((width) => [theme, width] as const));
  it.each(cases)(
    'passes axe (no serious or critical issue) in the %s theme at %i px, with screenshots',
    async (theme, width) => {
      const { page, context } = await guestPage(width, theme);
      for (const [path, ready] of [
        ['/', 'Explore quests'],
        ['/docs', 'Docs'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('link', { name: ready }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await seriousA11yIssues(page), `${theme} ${width} ${path}`).toEqual([]);
        await screenshot(page, `theme-${theme}-${path === '/' ? 'home' : 'docs'}-${width}`);
      }
      await context.close();
    },
  );
});

/** A page whose `goto` and `reload` return once the app runs: the server-rendered switcher does nothing before. */
const appPage = () => newPage(browser, baseUrl, 1280, { colorScheme: 'dark' });

describe('languages end to end', () => {
  it('shows a server error message in French after switching to French', async () => {
    const { page, context } = await appPage();
    await page.goto('/');
    await page.getByTestId('language-switcher').selectOption('fr');
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[type="email"]').fill('personne-ici@example.test');
    await dialog.locator('input[type="password"]').fill('Wrong123pass');
    await dialog.locator('button[type="submit"]').click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('E-mail ou mot de passe incorrect.');
    await context.close();
  });

  it('writes a notification in the reader’s language: a French reader’s bell says who follows them in French', async () => {
    const readerEmail = uniqueEmail();
    const reader = await signUpThroughApi(baseUrl, readerEmail, 'INFLUENCER');
    const follower = await signUpThroughApi(baseUrl, uniqueEmail(), 'INFLUENCER');
    const { page, context } = await appPage();
    await page.goto('/');
    await headerSignIn(page).click();
    await signInThroughUi(page, readerEmail);
    await page.getByTestId('language-switcher').selectOption('fr');
    // The app's next signed-in call in French is what makes French this person's language on the server.
    const signedInFrenchCall = page.waitForResponse((response) => {
      const headers = response.request().headers();
      return response.url().includes('/api/v1/') && headers['x-lang'] === 'fr' && Boolean(headers.authorization);
    });
    await page.reload();
    await signedInFrenchCall;

    const api = (path: string, token: string, body?: unknown) =>
      fetch(`${baseUrl}/api/v1${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    const me = (await (await api('/users/profile', reader.accessToken)).json()) as { id: string; username: string };
    const follows = await api('/users/follow-user', follower.accessToken, { followUserId: me.id });
    expect(follows.status).toBe(200);

    await page.getByTestId('notification-bell').click();
    const notice = page.getByRole('dialog').getByRole('link', { name: /vous suit/ });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('a commencé à vous suivre.');
    await screenshot(page, 'notification-french-1280');
    await context.close();
  });
});
