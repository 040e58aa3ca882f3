import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Issue 33's budget with real React (react-dom is ~63 KB of it): all JavaScript a guest on / downloads. */
export const GUEST_JS_GOAL_BYTES = 165 * 1024;
/** What CI enforces (e2e/guest-js-budget.e2e.ts): the goal itself; docs/decisions.md ("Guest JavaScript"). */
export const GUEST_JS_CEILING_BYTES = GUEST_JS_GOAL_BYTES;

const dist = resolve(import.meta.dirname, '../../web/dist');
const gzipBytes = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

export interface GuestScripts {
  files: Array<{ path: string; bytes: number }>;
  totalBytes: number;
}

/** Whether a built script carries zod (its error class keeps its name through minification). */
export const bundlesZod = (path: string) => readFileSync(join(dist, path)).includes('ZodError');

/**
 * Opens a page (/ unless told) as a guest (fresh profile, phone width) and lists every .js file it requested, before
 * and after first paint, until the network was idle, with each file's gzip size (level 9) from web/dist.
 */
export async function guestScripts(browser: Browser, baseUrl: string, pagePath = '/'): Promise<GuestScripts> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    const origin = new URL(baseUrl).origin;
    const paths = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const files = [...paths].map((path) => ({ path, bytes: gzipBytes(path.slice(1)) }));
    return { files, totalBytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } finally {
    await context.close();
  }
}
