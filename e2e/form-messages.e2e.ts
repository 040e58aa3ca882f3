import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createQuestDraft, signUpThroughApi } from './helpers/api';
import { uniqueEmail } from './helpers/auth';
import { newPage, SCREENSHOTS, screenshot, useBrowser } from './helpers/browser';

// Issue 36 item 5: what the server refuses in a form is said next to its field, in the reader's language, and no
// browser bubble ("Please enter a URL.") nor raw toast ("rewardAmount: …") speaks instead.
const server = { baseUrl: inject('baseUrl') };
const browser = useBrowser();

const cases = [
  {
    lang: 'en-US',
    width: 1280,
    reward: /Reward per participant/,
    message: 'At least 1 QDT',
    link: /^Enter a link/,
    saved: 'Saved',
  },
  {
    lang: 'en-US',
    width: 375,
    reward: /Reward per participant/,
    message: 'At least 1 QDT',
    link: /^Enter a link/,
    saved: 'Saved',
  },
  {
    lang: 'fr',
    width: 375,
    reward: /Récompense par participant/,
    message: 'Au moins 1 QDT',
    link: /^Saisissez un lien/,
    saved: 'Enregistré',
  },
  {
    lang: 'fr',
    width: 1280,
    reward: /Récompense par participant/,
    message: 'Au moins 1 QDT',
    link: /^Saisissez un lien/,
    saved: 'Enregistré',
  },
] as const;

async function signedIn(width: number, lang: string, tokens: object): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser, server.baseUrl, width);
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

describe('server refusals land on their field', () => {
  it.each(cases)('a reward under the minimum, $lang at $width px', async ({ lang, width, reward, message, saved }) => {
    const tokens = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'BUSINESS');
    const quest = await createQuestDraft(server.baseUrl, tokens.accessToken, {
      title: `Field messages ${Math.random().toString(36).slice(2, 7)}`,
      reward: '2',
      visitUrl: 'https://example.com/',
    });
    const { page, close } = await signedIn(width, lang, tokens);
    await page.goto(`/brands-dashboard/quests/${quest.id}/edit`);
    const input = page.getByLabel(reward);
    await input.fill('0.5');
    // The auto-save sends it; the server's words appear under the field, not in a toast.
    const field = input.locator('xpath=..');
    await field.getByRole('alert').filter({ hasText: message }).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.getByText('rewardAmount').count()).toBe(0);
    // The card around the reward and dates, with the message under the field.
    await input
      .locator('xpath=ancestor::section[1] | ancestor::div[contains(@class,"rounded")][1]')
      .last()
      .screenshot({
        path: resolve(SCREENSHOTS, `form-reward-refused-${lang}-${width}.png`),
      });
    // A valid reward clears the message once saved.
    await input.fill('3');
    await expect.poll(() => field.getByRole('alert').count(), { timeout: 15_000 }).toBe(0);
    // Saved quietly: the status line says so, no "Changes saved" toast on every auto-save.
    await expect.poll(() => page.getByTestId('autosave-status').textContent(), { timeout: 15_000 }).toBe(saved);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await close();
  });

  it.each(cases)(
    'a link field says our own message, never the browser’s, $lang at $width px',
    async ({ lang, width, link }) => {
      const tokens = await signUpThroughApi(server.baseUrl, uniqueEmail(), 'BUSINESS');
      const { page, close } = await signedIn(width, lang, tokens);
      await page.goto('/brands-dashboard/brands/create');
      const website = page.locator('input[type="url"]').first();
      await website.fill('not a link');
      // With noValidate the browser never judges the field; our message is the one under it.
      const validity = await website.evaluate((el) => (el.closest('form') as HTMLFormElement).noValidate);
      expect(validity).toBe(true);
      await website.locator('xpath=..').getByRole('alert').filter({ hasText: link }).waitFor();
      await screenshot(page, `form-link-refused-${lang}-${width}`);
      await close();
    },
  );
});
