import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createQuestDraft, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, screenshot, useBrowser } from './helpers/browser';

// Issue 36 item 8: a chat opened from a brand's page is with the brand (its name and logo), never the owner's
// generated username.
const baseUrl = inject('baseUrl');
const browser = useBrowser();
const title = `Brand chat ${Math.random().toString(36).slice(2, 7)}`;
let brand: { name: string; slug: string };
let ownerUsername: string;

beforeAll(async () => {
  const owner = await signUpThroughApi(baseUrl, uniqueEmail(), 'BUSINESS');
  const quest = await createQuestDraft(baseUrl, owner.accessToken, {
    title,
    reward: '5',
    visitUrl: 'https://example.com/',
  });
  brand = { name: `Brand ${title}`, slug: quest.brand.slug };
  const profile = await fetch(`${baseUrl}/api/v1/users/profile`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  ownerUsername = ((await profile.json()) as { username: string }).username;
});

async function fan(width: number, lang: 'en-US' | 'fr'): Promise<{ page: Page; close(): Promise<void> }> {
  const tokens = await signUpThroughApi(baseUrl, uniqueEmail(), 'INFLUENCER');
  const { context, page } = await newPage(browser, baseUrl, width);
  await page.goto('/');
  await page.evaluate(
    ([value, language]) => {
      localStorage.setItem('tokens', value);
      localStorage.setItem('language', language);
    },
    [JSON.stringify(tokens), lang] as const,
  );
  return { page, close: () => context.close() };
}

describe.each([
  [1280, 'en-US', 'Brand'],
  [375, 'fr', 'Marque'],
  [375, 'en-US', 'Brand'],
  [1280, 'fr', 'Marque'],
] as const)('at %i px in %s', (width, lang, kind) => {
  it('"Message" on a brand page opens a conversation with the brand', async () => {
    const { page, close } = await fan(width, lang);
    await page.goto(`/brands/${brand.slug}`);
    await page.getByRole('heading', { level: 1, name: brand.name }).waitFor();
    await page.getByRole('button', { name: 'Message' }).click();
    await page.waitForURL(/\/inbox\?room=[0-9a-f-]{36}$/);
    const header = page.getByTestId('conversation-with');
    // The avatar's initial, the brand's name, and "Brand" where the owner's @username used to be.
    await expect.poll(() => header.textContent()).toBe(`B${brand.name}${kind}`);
    expect(await header.getAttribute('href')).toBe(`/brands/${brand.slug}`);
    expect(await page.getByText(ownerUsername).count()).toBe(0);
    await screenshot(page, `brand-chat-${lang}-${width}`);
    await close();
  });
});
