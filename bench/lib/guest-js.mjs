import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 15: all JavaScript a guest on / downloads stays within 120 KB gzip. */
export const GUEST_JS_BUDGET_BYTES = 120 * 1024;

const dist = resolve(import.meta.dirname, '../../web/dist');
const gzipBytes = (path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/**
 * Opens / as a guest (no storage) at phone width and lists every .js file it requested until the network was idle
 * for half a second, with each file's gzip size from web/dist.
 */
export async function guestLandingScripts(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    const paths = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const files = [...paths].map((path) => ({ path, bytes: gzipBytes(path.slice(1)) }));
    return { files, totalBytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } finally {
    await context.close();
  }
}
