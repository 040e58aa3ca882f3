import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type LaunchOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const SCREENSHOTS = resolve(import.meta.dirname, '../screenshots');

/** Debian's Chromium, headless, with a fresh profile (Playwright gives every launch its own). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    ...options,
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

/**
 * A page in a fresh context. Its `goto` of a page returns once the app runs (`<html data-app="ready">`): a page rendered on
 * the server shows its controls before the app has hydrated them, and a click before that does nothing. With
 * `appStarts: false` (the app's JavaScript held back) it returns at load, as Playwright's does.
 */
export async function newPage(
  browser: BrowserHandle,
  baseUrl: string,
  width = 1280,
  { appStarts = true, colorScheme }: { appStarts?: boolean; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 640 ? 812 : 900 },
    colorScheme,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(45_000); // a busy 2-core machine can take this long to paint a step
  if (appStarts) {
    // Only the app's pages start the app: an API answer (JSON) has nothing to wait for.
    const appRuns = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => appRuns(await goto(url, options));
    // A reload too: until the app runs, a signed-in person sees the guest page the server rendered.
    page.reload = async (options) => appRuns(await reload(options));
  }
  return { context, page };
}

/** A full-page picture taken from the top, so the sticky header sits where a person sees it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true });
}
