import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, useBrowser } from './helpers/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('Docs and Learn', () => {
  it('opens the docs from the footer, moves to the next page and follows a heading anchor', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL('**/docs');
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe('Getting started');
    expect(await page.getByTestId('coming-soon').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Previous and next page' }).getByRole('link').click();
    await expect.poll(() => title.textContent()).toBe('Create a brand');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Activate it' }).click();
    await page.waitForURL('**/docs/create-a-brand#activate-it');
    await screenshot(page, 'docs-1280');
    await context.close();
  });

  it('finds a page by searching, with the keyboard', async () => {
    const { page, context } = await newPage(browser, baseUrl, 375);
    await page.goto('/learn');
    const search = page.getByRole('searchbox', { name: 'Search the docs' });
    await search.fill('overdue fee');
    const results = page.getByTestId('content-search-results');
    await expect.poll(() => results.textContent()).toContain('Staking');
    await search.press('Enter');
    await page.waitForURL('**/learn/staking**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Staking');
    await screenshot(page, 'learn-375');

    await search.fill('zzzz nothing');
    await expect.poll(() => results.textContent()).toContain('Nothing matches');
    await context.close();
  });

  it('answers an unknown page with the spec 404', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    await page.goto('/docs/no-such-page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page Not Found: /docs/no-such-page');
    await context.close();
  });
});
