import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuestDraft, publishThroughApi, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';
import { type FundableServer, startFundableServer } from './helpers/server';

// Letters only, so the suffix is one word of the search documents.
const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const title = `Harbour regatta ${suffix}`;
let server: FundableServer;
const browser = useBrowser();
let slug: string;

beforeAll(async () => {
  server = await startFundableServer('search');
  const email = uniqueEmail();
  const owner = await signUpThroughApi(server.baseUrl, email, 'BUSINESS');
  const quest = await createQuestDraft(server.baseUrl, owner.accessToken, {
    title,
    reward: '3',
    visitUrl: 'https://example.com/regatta',
  });
  slug = quest.slug;
  await server.credit(email, '100');
  await publishThroughApi(server.baseUrl, owner.accessToken, quest.id, '30');
});
afterAll(async () => {
  await server?.close();
});

const box = (page: Page) => page.getByRole('combobox', { name: 'Find quests, brands and people' });

describe('the header search box', () => {
  it('suggests a quest while a word is half typed; arrow keys and Enter open it', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 1280);
    await page.goto('/');
    await box(page).click();
    await box(page).pressSequentially(`regat ${suffix.slice(0, 4)}`);
    const quests = page.getByRole('group', { name: 'Quests' });
    await quests.getByRole('option', { name: new RegExp(title) }).waitFor();
    await page.getByRole('group', { name: 'Brands' }).getByRole('option').first().waitFor();
    await screenshot(page, `search-suggestions-1280`);
    await box(page).press('ArrowDown');
    expect(await quests.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await box(page).press('Enter');
    await page.waitForURL(`**/quests/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it('on a phone: opens from its button, forgives a typo, and a tap opens the quest', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 375);
    await page.goto('/quests');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await box(page).fill(`regata ${suffix}`);
    const option = page.getByRole('group', { name: 'Quests' }).getByRole('option', { name: new RegExp(title) });
    await option.waitFor();
    await screenshot(page, `search-suggestions-375`);
    await option.click();
    await page.waitForURL(`**/quests/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it('Enter shows every result in tabs: quests with the list filters, brands, people', async () => {
    const { page, context } = await newPage(browser, server.baseUrl, 1280);
    await page.goto('/');
    await box(page).fill(`regatta ${suffix}`);
    await box(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === `regatta ${suffix}`);
    await page.getByRole('heading', { level: 1, name: `Results for “regatta ${suffix}”` }).waitFor();
    await page.getByRole('link', { name: title }).waitFor();
    await page.getByRole('tab', { name: /Brands/ }).click();
    await page.getByRole('link', { name: `Brand ${title}` }).waitFor();
    await screenshot(page, `search-results-1280`);
    await context.close();
  });
});
