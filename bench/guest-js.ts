// Guest JavaScript of the landing page: every script a guest on / downloads, before and after first paint, until
// the network is idle, as gzip (level 9) of the built files. `npm run bench:guest-js` (builds the web app first).
// The same measurement guards the ceiling in CI (e2e/guest-js-budget.e2e.ts).
import { chromium } from 'playwright-core';
import { GUEST_JS_CEILING_BYTES, GUEST_JS_GOAL_BYTES, guestScripts } from '../e2e/helpers/guest-js';
// @ts-expect-error: a plain ES module shared with bench/web.mjs
import { startServer } from './web-server.mjs';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  const { files, totalBytes } = await guestScripts(browser, server.baseUrl);
  for (const file of files.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(file.bytes).padStart(9)}  ${file.path}`);
  console.log(
    `Guest JS on / until network idle: ${kb(totalBytes)} (${totalBytes} bytes) gzip in ${files.length} files ` +
      `(goal ${kb(GUEST_JS_GOAL_BYTES)}, CI ceiling ${kb(GUEST_JS_CEILING_BYTES)}: ` +
      `${Math.abs(GUEST_JS_CEILING_BYTES - totalBytes)} bytes ${totalBytes > GUEST_JS_CEILING_BYTES ? 'over' : 'under'})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
