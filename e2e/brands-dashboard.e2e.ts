import { BRAND_STATISTICS_COLUMNS, EXPORT_COLUMNS } from '@questboard/contract/exports';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi, startQuestThroughApi } from './helpers/api';
import { dialog, registerThroughUi, uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { addTask, downloadedFile, localInput, pngFile, taskTitles, waitForSaved } from './helpers/dashboard';

// What a newcomer does with only a browser on the embedded default: sign up, create a brand and a quest, fund the
// balance with test tokens from inside the publish dialog (no wallet, no operator), and publish.
const server = { baseUrl: inject('baseUrl') };
const browser = useBrowser();

const suffix = Math.random().toString(36).slice(2, 7);
const brandName = `Nova Swap ${suffix}`;
const questTitle = `First swap ${suffix}`;

async function startBrandDraft(page: Page) {
  await page.goto('/brands-dashboard');
  await page.getByTestId('no-brands').waitFor();
  await page.getByRole('link', { name: 'Create brand' }).last().click();
  await page.waitForURL('**/brands-dashboard/brands/create');
  await page.getByLabel('Brand name').fill(brandName);
  await page.getByText('Available', { exact: true }).waitFor();
  await waitForSaved(page);
  // A wrong type never leaves the browser.
  await page
    .getByTestId('brand-logo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await page.getByText('Only JPEG, PNG or GIF images are accepted').waitFor();
  await page.getByTestId('brand-logo-input').setInputFiles(await pngFile('logo.png', '#7c3aed'));
  await page.getByTestId('brand-cover-input').setInputFiles(await pngFile('cover.png', '#0ea5e9'));
  // Each picker reads "Replace image" once its upload is stored.
  await expect.poll(() => page.getByText('Replace image').count()).toBe(2);
}

async function completeBrand(page: Page) {
  await page.goto('/brands-dashboard');
  await page.getByRole('link', { name: 'Finish your brand' }).click();
  await page.getByText('We kept your draft').waitFor();
  expect(await page.getByLabel('Brand name').inputValue()).toBe(brandName);
  await page.getByLabel('Description').fill('A friendly exchange for everyone.');
  await page.getByRole('button', { name: 'DeFi' }).click();
  await page.getByRole('button', { name: 'Add a backer' }).click();
  await page.getByLabel('Backer name').fill('Seed Fund');
  await page.getByLabel('Backer website').fill('https://seed.example');
  await waitForSaved(page);
  await screenshot(page, 'dashboard-brand-form-1280');
  await page.getByRole('button', { name: 'Create brand' }).click();
  await page.waitForURL(/\/brands-dashboard\/brands\/[0-9a-f-]{36}$/);
  await page.getByTestId('status-badge').filter({ hasText: 'Active' }).waitFor();
}

async function addConditions(page: Page) {
  await page.getByRole('button', { name: 'Add condition' }).click();
  await dialog(page).getByLabel('Network').selectOption('QUESTBOARD');
  await dialog(page).getByRole('button', { name: 'Add condition' }).click();
  await dialog(page).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Add condition' }).click();
  await dialog(page).getByLabel('Network').selectOption('WEB');
  await dialog(page).getByLabel('Action').selectOption('QUIZ');
  await dialog(page).getByLabel('Question').fill('What is a DEX?');
  await dialog(page).getByRole('button', { name: 'Add condition' }).click();
  await dialog(page).getByText('Fill in every answer').waitFor();
  await dialog(page).getByLabel('Answer 1', { exact: true }).fill('An exchange');
  await dialog(page).getByLabel('Answer 2', { exact: true }).fill('A wallet');
  await dialog(page).getByLabel('Answer 1 is the right one').check();
  await dialog(page).getByRole('button', { name: 'Add condition' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  expect(await page.getByTestId('conditions-list').locator('li').count()).toBe(2);
}

async function createQuest(page: Page) {
  await page.getByRole('link', { name: 'Create quest' }).click();
  await page.waitForURL('**/create-quest');
  await page.getByLabel('Quest title').fill(questTitle);
  await page.getByText('Available', { exact: true }).waitFor();
  await page.getByLabel('Description', { exact: true }).fill('Make your first swap and tell us about it.');
  await page.getByLabel('Reward per participant (QDT)').fill('2');
  await page.getByLabel('Starts').fill(localInput(-60));
  await page.getByLabel('Ends').fill(localInput(60 * 24 * 30));
  await page.getByRole('button', { name: 'DeFi' }).click();
  await page.getByTestId('quest-image-input').setInputFiles(await pngFile('quest.png', '#f59e0b'));
  await waitForSaved(page);
  await addConditions(page);
  await waitForSaved(page);
  // Each task says who accepts its results: the brand by default, or automatically when chosen.
  await addTask(page, 'Swap');
  await addTask(page, 'Share', 'AUTO');
  await addTask(page, 'Review');
  expect(await page.getByTestId('task-kind').allTextContents()).toEqual([
    'A link · you review',
    'A link · accepted automatically',
    'A link · you review',
  ]);
  // Keyboard reorder: Review moves to the top with Alt+ArrowUp twice, keeping focus on its handle.
  await page.getByRole('button', { name: /^Reorder Review/ }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => taskTitles(page)).toEqual(['Swap', 'Review', 'Share']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => taskTitles(page)).toEqual(['Review', 'Swap', 'Share']);
  // And by dragging: Share dropped on Swap takes its place.
  const row = (title: string) => page.getByTestId('task-row').filter({ hasText: title });
  await row('Share').dragTo(row('Swap'));
  await expect.poll(() => taskTitles(page)).toEqual(['Review', 'Share', 'Swap']);
  await screenshot(page, 'dashboard-quest-form-1280');
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await page.waitForURL(/\/brands-dashboard\/quests\/[0-9a-f-]{36}$/);
  // The order was stored: the summary reads it back from the server.
  await expect
    .poll(() => page.getByTestId('quest-tasks').locator('li').allTextContents())
    .toEqual(['Review', 'Share', 'Swap']);
  await page.getByRole('button', { name: 'Publish' }).click();
  await dialog(page).getByLabel('Amount').fill('20');
  // A new account holds nothing: the dialog says so and, on the development chain, offers test tokens in one click.
  await dialog(page).getByText('Your balance does not cover this amount and the fee').waitFor();
  expect(await dialog(page).getByRole('button', { name: 'Publish' }).isDisabled()).toBe(true);
  await dialog(page).getByRole('button', { name: 'Add 1,000 test QDT' }).click();
  // A real deposit on the chain from the wallet the product holds: credited after its confirmations, live.
  await expect
    .poll(() => dialog(page).getByTestId('dev-fund-progress').textContent(), { timeout: 60_000 })
    .toMatch(/test QDT on their way|added to your balance/);
  await screenshot(page, 'dashboard-publish-funding-1280');
  await expect
    .poll(() => dialog(page).getByTestId('dev-fund-progress').textContent(), { timeout: 90_000 })
    .toBe('1,000 test QDT added to your balance.');
  await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('1,000');
  await dialog(page).getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Quest published').waitFor();
  await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('979');
  await expect.poll(() => page.getByTestId('quest-phase').textContent()).toBe('Live');
  await screenshot(page, 'dashboard-quest-live-1280');
}

// One story told in steps that share the brand owner's page, so each step has its own time on a busy machine.
describe('brands dashboard authoring', () => {
  let owner: Awaited<ReturnType<typeof newPage>>;
  let brandPath = '';
  let questPath = '';
  afterAll(() => owner?.context.close());

  it('a business user creates a brand and finishes it from the kept draft', async () => {
    owner = await newPage(browser, server.baseUrl);
    await registerThroughUi(owner.page, server.baseUrl, uniqueEmail());
    await startBrandDraft(owner.page);
    await completeBrand(owner.page);
    brandPath = new URL(owner.page.url()).pathname;
    await screenshot(owner.page, 'dashboard-brand-1280');
  });

  it('authors, reorders and publishes a quest, which the dashboard then lists', async () => {
    const { page } = owner;
    await createQuest(page);
    await publish(page);
    questPath = new URL(page.url()).pathname;
    await page.goto('/brands-dashboard');
    await page.getByText(questTitle).waitFor();
    await screenshot(page, 'dashboard-home-1280');
  });

  it("downloads the live quest's participants and the brand's statistics as CSV files", async () => {
    const { page } = owner;
    const questId = questPath.split('/').at(-1) ?? '';
    const influencer = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'INFLUENCER');
    await startQuestThroughApi(server.baseUrl, influencer.accessToken, questId);

    await page.goto(questPath);
    await page.getByRole('heading', { name: 'Exports' }).waitFor();
    const participants = await downloadedFile(page, 'Participants');
    expect(participants.name).toBe(`quest-${questId}-participants.csv`);
    expect(participants.lines[0]).toBe(EXPORT_COLUMNS.participants.join(','));
    expect(participants.lines).toHaveLength(2);
    expect(participants.lines[1]?.split(',')[2]).toBe('STARTED');

    await page.goto(brandPath);
    await page.getByRole('heading', { name: 'Exports' }).waitFor();
    const statistics = await downloadedFile(page, 'Statistics');
    expect(statistics.name).toMatch(/^brand-[0-9a-f-]{36}-statistics\.csv$/);
    expect(statistics.lines[0]).toBe(BRAND_STATISTICS_COLUMNS.join(','));
    const row = statistics.lines.find((line) => line.startsWith(`${questId},`))?.split(',');
    expect([row?.[2], row?.[3], row?.[8]]).toEqual(['PUBLISHED', '1', '20']);
    await page.getByRole('heading', { name: 'Exports' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-brand-exports-1280');
  });

  it('fits a phone on every dashboard page', async () => {
    const shots = {
      home: '/brands-dashboard',
      brand: brandPath,
      'brand-edit': `${brandPath}/edit`,
      'quest-live': questPath,
      'quest-edit': `${questPath}/edit`,
    };
    const tokens = await owner.page.evaluate(() => localStorage.getItem('tokens'));
    for (const [name, path] of Object.entries(shots)) {
      const mobile = await newPage(browser, server.baseUrl, 375);
      await mobile.page.goto('/');
      await mobile.page.evaluate((value) => localStorage.setItem('tokens', value ?? ''), tokens);
      await mobile.page.goto(path);
      await mobile.page.getByRole('heading', { level: 1 }).waitFor();
      await mobile.page.waitForLoadState('networkidle');
      // Nothing makes the page wider than the phone (a scroller of its own may be, inside its box).
      const wider = await mobile.page.evaluate(() =>
        document.documentElement.scrollWidth > window.innerWidth
          ? [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`)
          : [],
      );
      expect(wider, name).toEqual([]);
      await screenshot(mobile.page, `dashboard-${name}-375`);
      await mobile.context.close();
    }
  });

  it('tells someone else plainly that the quest is not theirs', async () => {
    const other = await newPage(browser, server.baseUrl);
    await registerThroughUi(other.page, server.baseUrl, uniqueEmail());
    await other.page.goto(questPath);
    await other.page.getByTestId('page-forbidden').waitFor();
    await screenshot(other.page, 'dashboard-forbidden-1280');
    await other.context.close();
  });

  it('lets a guest find the live quest on /quests by a keyword of its title', async () => {
    const guest = await newPage(browser, server.baseUrl);
    await guest.page.goto('/quests');
    await guest.page.getByRole('searchbox', { name: 'Search' }).fill(`swap ${suffix}`);
    await guest.page.getByTestId('quest-card').filter({ hasText: questTitle }).waitFor();
    await screenshot(guest.page, 'dashboard-guest-finds-quest-1280');
    await guest.context.close();
  });
});
