import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, headless, with a fresh profile (Playwright gives every launch its own). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** The file's browser: started before its tests, closed after them. */
export type BrowserHandle = () => Browser;

export function useBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll; open pages inside a test.');
    return browser;
  };
}

export async function newPage(
  browser: BrowserHandle,
  baseUrl: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 640 ? 812 : 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(45_000); // a busy 2-core machine can take this long to paint a step
  return { context, page };
}

/** A full-page picture taken from the top, so the sticky header sits where a person sees it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true });
}
