import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './helpers/api';
import { signInThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { pngFile } from './helpers/dashboard';
import { freePort, type RunningServer, startServer } from './helpers/server';

const DEMO_EMAIL = 'demo@questboard.local';
const DEMO_PASSWORD = 'Quest1234';
const QUEST = 'Make your first swap on Nova';
const root = resolve(import.meta.dirname, '..');

// Runs before this file starts its server: `npm run test:e2e` built the web app through the same script.
describe('npm start and the web build', () => {
  it('serves the existing build when the web sources did not change, without touching it', () => {
    const index = join(root, 'web/dist/index.html');
    const before = statSync(index);
    const run = spawnSync(process.execPath, ['scripts/build-web-if-changed.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, FORCE_WEB_BUILD: '' },
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Web app unchanged since the last build; serving web/dist.');
    const after = statSync(index);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });
});

// The demo data: Nova Swap's funded quest asks for an X follow (reviewed), a quiz, a link, an image and a text.
let server: RunningServer;
const browser = useBrowser();
let dataDir: string;
const influencerEmail = uniqueEmail();
let influencerName = '';
/** The Nova quest's id, read from the address the owner's notification led to. */
let questId = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'questboard-e2e-review-'));
  server = await startServer(await freePort(), dataDir, { DEMO_DATA: 'on' });
  const tokens = await signUpThroughApi(server.baseUrl, influencerEmail, 'INFLUENCER');
  const profile = await fetch(`${server.baseUrl}/api/v1/users/profile`, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  influencerName = ((await profile.json()) as { username: string }).username;
}, 600_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Serious findings of axe on the header, with the rule that compares a control's name with its visible text. */
async function headerAxe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('header')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const item = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

async function signedIn(width: number, email: string, password?: string) {
  const opened = await newPage(browser, server.baseUrl, width);
  await opened.page.goto('/');
  await opened.page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughUi(opened.page, email, password);
  await opened.page.getByTestId('account-menu').waitFor();
  return opened;
}

describe('brands hear of work waiting for review', () => {
  it('rings the owner’s bell for an uploaded image, leads to a queue with previews, words and profiles', async () => {
    const influencer = await signedIn(1280, influencerEmail);
    const page = influencer.page;
    await page.getByTestId('header-balance').waitFor();
    expect(await headerAxe(page)).toEqual([]);

    await page.goto('/quests?q=Nova');
    await page.getByRole('link', { name: QUEST }).click();
    await page.getByRole('button', { name: 'Start quest' }).click();
    await page.getByLabel('Link or handle (optional)').fill('@e2e_fan');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByLabel('Swap tokens').check();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    const linkTask = item(page, 'Swap on the testnet');
    await linkTask.getByLabel('Link to your result').fill('https://example.com/tx/1');
    await linkTask.getByRole('button', { name: 'Submit result' }).click();
    const textTask = item(page, 'Tell us what to improve');
    await textTask.getByLabel('Your answer').fill('More pairs.');
    await textTask.getByRole('button', { name: 'Submit result' }).click();
    // The image task takes a file; the server judges its bytes, and the result waits for review.
    const imageTask = item(page, 'Share a screenshot');
    await imageTask.getByTestId('task-image-input').setInputFiles(await pngFile('swap.png', '#3b82f6'));
    await imageTask.getByText('Waiting for review', { exact: true }).waitFor();
    await imageTask.getByRole('img', { name: 'The image you sent' }).waitFor();
    await screenshot(page, 'review-image-task-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'review-image-task-375');

    const owner = await signedIn(375, DEMO_EMAIL, DEMO_PASSWORD);
    const ownerPage = owner.page;
    expect(await headerAxe(ownerPage)).toEqual([]);
    await expect.poll(() => ownerPage.getByTestId('notification-count').textContent()).toBe('1');
    await ownerPage.getByTestId('notification-bell').click();
    await ownerPage.getByText('New work waits for your review').click();
    await ownerPage.waitForURL(/\/brands-dashboard\/quests\/[0-9a-f-]+#review$/);
    questId = new URL(ownerPage.url()).pathname.split('/').pop() ?? '';
    const queue = ownerPage.locator('#review');
    await queue.getByText('Follow on X (Twitter) @novaswap').waitFor();
    await queue.getByText('Share a screenshot').waitFor();
    const preview = queue.locator('img[src*="/uploads/task-results/"]');
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await queue.locator(`a[href="/users/${influencerName}"]`).count()).toBeGreaterThan(0);
    // Every result shows below the queue, those the tasks accepted automatically too.
    const results = ownerPage.getByTestId('all-task-results');
    await expect
      .poll(async () => (await results.getByTestId('result-state').allTextContents()).sort())
      .toEqual(['Accepted automatically', 'Accepted automatically', 'Waiting for you']);
    await results.getByText('Every task result (3)').waitFor();
    await screenshot(ownerPage, 'review-queue-375');
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await screenshot(ownerPage, 'review-queue-1280');
    await ownerPage.getByTestId('notification-bell').click();
    await screenshot(ownerPage, 'review-bell-1280');
    await ownerPage.keyboard.press('Escape');

    // The owner's settings offer both switches; an influencer's do not.
    await ownerPage.goto('/settings');
    await ownerPage.getByLabel('Daily e-mail of the work waiting for my review').waitFor();
    expect(await ownerPage.getByLabel('Someone submits work for my review').isChecked()).toBe(true);
    await page.goto('/settings');
    await page.getByLabel('Someone follows me').waitFor();
    expect(await page.getByLabel('Daily e-mail of the work waiting for my review').count()).toBe(0);
    await owner.context.close();
    await influencer.context.close();
  });
});

describe('history and money words', () => {
  it('approves both at once, which pays the participant, names the quest in their history, and prices top-ups', async () => {
    const owner = await signedIn(1280, DEMO_EMAIL, DEMO_PASSWORD);
    await owner.page.goto(`/brands-dashboard/quests/${questId}#review`);
    const queue = owner.page.locator('#review');
    await queue.getByLabel('Select all on this page').check();
    await queue.getByRole('button', { name: 'Approve selected (2)' }).click();
    const confirm = owner.page.locator('dialog[open]');
    await confirm.getByText('Approve 2 submissions?').waitFor();
    await screenshot(owner.page, 'review-approve-many-1280');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    // Nothing else was left to do: the approval completed the quest and paid its reward from the escrow.
    await owner.page.getByText('2 submissions approved · 1 reward paid').waitFor();
    await queue.getByText('Nothing waits for your review.').waitFor();

    const { context, page } = await signedIn(375, influencerEmail);
    await page.goto('/quests?q=Nova');
    await page.getByRole('link', { name: QUEST }).click();
    await page.getByText('You claimed 25 QDT').waitFor();
    expect(await page.getByRole('button', { name: 'Claim 25 QDT' }).count()).toBe(0);
    await page.goto('/settings/wallet');
    await page.getByRole('tab', { name: 'Claimed rewards' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: QUEST }).waitFor();
    await screenshot(page, 'review-claim-history-375');
    await page.getByRole('tab', { name: 'Balance history' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: QUEST }).waitFor();
    await context.close();

    await owner.page.getByRole('button', { name: 'Top up' }).click();
    const dialog = owner.page.locator('dialog[open]');
    await dialog.getByLabel('Amount').fill('100');
    await expect.poll(() => dialog.getByTestId('funding-pays-for').textContent()).toBe('Pays for 4 participants.');
    await dialog.getByLabel('Amount').fill('100000000');
    await dialog.getByRole('link', { name: 'Add funds' }).waitFor();
    await owner.context.close();
  });
});

describe('quest builder', () => {
  it('keeps a condition whose link the server would refuse in its dialog, with the message next to the field', async () => {
    const owner = await signedIn(1280, DEMO_EMAIL, DEMO_PASSWORD);
    const page = owner.page;
    await page.goto(`/brands-dashboard/quests/${questId}`);
    await page.getByRole('link', { name: '← Nova Swap' }).click();
    await page.waitForURL(/\/brands-dashboard\/brands\/[0-9a-f-]+$/);
    await page.goto(`${new URL(page.url()).pathname}/create-quest`);
    await page.getByText(/^Times are in your time zone \(.+\)\.$/).waitFor();
    await page.getByText(/^At least .+ QDT per participant/).waitFor();
    await page.getByRole('button', { name: 'Add condition' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Network').selectOption('TWITTER');
    await dialog.getByLabel('Action').selectOption('FOLLOW');
    await dialog.getByLabel('Link').fill('twitter.com/acme');
    await dialog.getByLabel('Account handle').fill('@acme');
    await dialog.getByRole('button', { name: 'Add condition' }).click();
    const link = dialog.getByLabel('Link');
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Give a link starting with http:// or https://.').waitFor();
    await screenshot(page, 'builder-condition-error-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'builder-condition-error-375');
    await dialog.getByLabel('Link').fill('https://twitter.com/acme');
    await dialog.getByRole('button', { name: 'Add condition' }).click();
    await page.getByTestId('conditions-list').getByText('https://twitter.com/acme').waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await owner.context.close();
  });
});

describe('a conversation with a brand', () => {
  it('shows the brand’s name and logo when opened from its page, for the person and in the list', async () => {
    const { context, page } = await signedIn(1280, influencerEmail);
    await page.goto('/brands');
    await page.getByRole('link', { name: 'Nova Swap' }).first().click();
    await page.getByRole('button', { name: 'Message' }).click();
    await page.waitForURL('**/inbox?room=*');
    const header = page.getByTestId('conversation-with');
    await expect.poll(() => header.textContent()).toContain('Nova Swap');
    expect(await header.getAttribute('href')).toMatch(/^\/brands\//);
    expect(await page.getByTestId('room-item').first().textContent()).toContain('Nova Swap');
    await screenshot(page, 'chat-brand-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'chat-brand-375');
    await context.close();
  });
});
