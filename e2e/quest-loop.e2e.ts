import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAllReviews, signInThroughApi, signUpThroughApi } from './helpers/api';
import { dialog, latestMail, PASSWORD, signInAttempt, signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { freePort, type RunningServer, startServer } from './helpers/server';

const DEMO_EMAIL = 'demo@questboard.local';
const DEMO_PASSWORD = 'Quest1234';

// Its own server on an empty data folder with the demo data switched on: what `npm start` shows a newcomer.
let server: RunningServer;
const browser = useBrowser();
let dataDir: string;
const influencerEmail = uniqueEmail();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'questboard-e2e-loop-'));
  server = await startServer(await freePort(), dataDir, { DEMO_DATA: 'on' });
  await signUpThroughApi(server.baseUrl, influencerEmail, 'INFLUENCER');
}, 600_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // The changed content; the shared header is checked by the look e2e.
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

async function openFirstFeatured(page: Page): Promise<string> {
  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="featured-quests"]');
  const first = featured.getByTestId('quest-card').first();
  await first.waitFor();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link').click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return title;
}

describe('the demo a newcomer sees', () => {
  it('features only quests that can pay, and a guest then an influencer can start one', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await newPage(browser, server.baseUrl, width);
      await page.goto('/');
      const featured = page.locator('section[aria-labelledby="featured-quests"]');
      await featured.getByTestId('quest-card').first().waitFor();
      // Both counts from one look at the page: the row draws its first cards, then the rest a task later.
      const cards = await featured.evaluate((section) =>
        [...section.querySelectorAll('[data-testid="quest-card"]')].map((card) => card.textContent ?? ''),
      );
      expect(cards.filter((text) => text.includes('Claimable'))).toHaveLength(cards.length);
      expect(await featured.getByTestId('funding-badge').count()).toBe(0);
      await screenshot(page, `loop-demo-home-${width}`);
      await context.close();
    }

    const { context, page } = await newPage(browser, server.baseUrl);
    await openFirstFeatured(page);
    await expect.poll(() => page.getByTestId('guest-hint').textContent()).toMatch(/^Sign in to take part and earn/);

    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(page, influencerEmail);
    const start = page.getByRole('button', { name: 'Start quest' });
    await expect.poll(() => start.isEnabled()).toBe(true);
    expect(await page.getByTestId('ineligible-reasons').count()).toBe(0);
    await start.click();
    await page.getByRole('heading', { name: 'Your progress' }).waitFor();
    await screenshot(page, 'loop-demo-started-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the demo’s staking pool', () => {
  it('pays from the first visit: a running emission, APYs above zero, no operator wording (English and French)', async () => {
    const flexibleApy = (page: Page) =>
      page.getByText('Flexible APY', { exact: true }).locator('xpath=..').locator('dd');
    for (const width of [375, 1280]) {
      const { context, page } = await newPage(browser, server.baseUrl, width);
      await page.goto('/staking');
      await expect.poll(async () => (await flexibleApy(page).textContent()) ?? '').toMatch(/^[1-9]\d*(\.\d+)? ?%$/);
      expect(await page.getByText('Rewards start soon', { exact: false }).count()).toBe(0);
      expect(await page.getByText('rewards account', { exact: false }).count()).toBe(0);
      await screenshot(page, `loop-demo-staking-${width}`);
      if (width === 375) {
        await page.getByTestId('language-switcher').selectOption('fr');
        await page.getByText('APY flexible', { exact: true }).waitFor();
        await screenshot(page, 'loop-demo-staking-fr-375');
      }
      await context.close();
    }
  });
});

/** Marks the document; the mark survives client-side updates but not a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', 'yes'));
}
const sameDocument = (page: Page) => page.evaluate(() => document.documentElement.dataset.e2eSameDocument === 'yes');

/** Whether the element is what a person sees at its centre (not covered by a dialog's backdrop). */
const onTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return Boolean(hit && element.contains(hit));
    });

describe('errors inside dialogs', () => {
  it('shows a wrong password, a wrong code and a used reset link inside the dialog, with a way on', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInAttempt(page, influencerEmail, 'WrongPass123');
    await expect.poll(() => page.getByRole('status').filter({ hasText: "Checking you're human…" }).count()).toBe(0);
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('E-mail or password is incorrect.');
    await screenshot(page, 'loop-login-error-375');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A toast raised while a dialog is open is drawn above the dialog's backdrop.
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('E-mail').fill(influencerEmail);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    expect(await onTop(page, '[data-sonner-toast]')).toBe(true);
    const link = (await latestMail(server.baseUrl, influencerEmail)).secretKey ?? '';
    const resetUrl = `/?popup=reset-password&email=${encodeURIComponent(influencerEmail)}&secretKey=${link}`;
    const setPassword = async () => {
      await page.goto(resetUrl);
      await dialog(page).getByLabel('New password').fill(PASSWORD);
      await dialog(page).getByLabel('Confirm password').fill(PASSWORD);
      await dialog(page).getByRole('button', { name: 'Set new password' }).click();
    };
    await setPassword();
    await dialog(page).getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The same link again: said inside the dialog, with a new link one click away.
    await setPassword();
    await expect.poll(() => dialog(page).getByRole('alert').textContent()).toMatch(/not valid/);
    await screenshot(page, 'loop-reset-used-375');
    await dialog(page).getByRole('button', { name: 'Send a new link' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await latestMail(server.baseUrl, influencerEmail)).secretKey).not.toBe(link);
    await context.close();
  });
});

describe('the participant’s panel', () => {
  it('follows the brand’s review without a reload and says why Complete is disabled', async () => {
    const { context, page } = await newPage(browser, server.baseUrl);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(page, influencerEmail);
    await page.goto('/quests?q=Remix');
    await page.getByRole('link', { name: 'Remix the Echo sample pack' }).click();
    await page.getByRole('button', { name: 'Start quest' }).click();
    // The TikTok follow goes to the brand for review; the link task is checked at once.
    await page.getByLabel('Link or handle (optional)').fill('@e2e_listener');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('Waiting for review', { exact: true }).waitFor();
    await page.getByLabel('Link to your result').fill('https://example.com/my-loop');
    await page.getByRole('button', { name: 'Submit result' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByTestId('complete-blocked').textContent())
      .toBe("1 item is waiting for Echo Sound's review.");
    expect(await page.getByRole('button', { name: 'Complete quest' }).isDisabled()).toBe(true);
    await screenshot(page, 'loop-panel-waiting-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await markDocument(page);

    const owner = await signInThroughApi(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const quest = (await (await fetch(`${server.baseUrl}/api/v1/quests/detail/${slug}`)).json()) as { id: string };
    expect(await approveAllReviews(server.baseUrl, owner.accessToken, quest.id)).toBe(1);
    // That approval left nothing to do: the quest completed and paid at once, and the open page heard of it live.
    await page.getByText('You claimed 50 QDT').waitFor();
    expect(await page.getByTestId('complete-blocked').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Complete quest' }).count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('real-time on any host name', () => {
  it('connects when the app is opened at another name of the server than PUBLIC_URL', async () => {
    // PUBLIC_URL names 127.0.0.1; the same server opened as localhost is the same origin for the page.
    const { context, page } = await newPage(browser, server.baseUrl.replace('127.0.0.1', 'localhost'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(page, influencerEmail);
    // The server speaks first on an accepted socket (engine.io's open packet); a refused one never gets a frame.
    const accepted = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', () => resolve()));
    });
    await page.goto('/inbox');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await accepted;
    await expect.poll(() => page.getByTestId('connection-status').count()).toBe(0);
    await context.close();
  });
});

describe('first steps by role', () => {
  it('sends a signed-in influencer to the quests, without a Brands dashboard link', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 375);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await signInThroughUi(page, influencerEmail);
    await page.getByRole('button', { name: 'Start a quest' }).click();
    await page.waitForURL('**/quests');
    expect(await dialog(page).count()).toBe(0);
    await page.getByTestId('account-menu').click();
    await page.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Brands dashboard' }).count()).toBe(0);
    await context.close();
  });
});

describe('cold load', () => {
  it('paints the header and a skeleton for a deep link before any script runs, with an icon', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, 375, { appStarts: false });
    // No JavaScript at all: what shows is the HTML and CSS alone, as in the first moments of a slow load.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/quests/some-quest', { waitUntil: 'domcontentloaded' });
    await page.locator('#boot-shell').getByRole('link', { name: 'Questboard' }).waitFor();
    expect(await page.locator('#boot-shell').isVisible()).toBe(true);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await fetch(`${server.baseUrl}${icon}`)).headers.get('content-type')).toContain('image/svg+xml');
    await screenshot(page, 'loop-boot-shell-375');
    await context.close();
  });
});
