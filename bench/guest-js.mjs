// Guest JavaScript budget of the landing page: every script a guest on / downloads, before and after first
// paint, until the network is idle, summed as gzip (level 9) of the built files. Run after `npm run build -w web`.
// The same measurement guards the budget in CI (e2e/guest-js-budget.e2e.ts).
import { chromium } from 'playwright-core';
import { GUEST_JS_BUDGET_BYTES, guestLandingScripts } from './lib/guest-js.mjs';
import { startServer } from './web-server.mjs';

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  const { files, totalBytes } = await guestLandingScripts(browser, server.baseUrl);
  for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}`);
  }
  console.log(
    `Guest JS on / until network idle: ${(totalBytes / 1024).toFixed(1)} KB gzip in ${files.length} files ` +
      `(budget ${GUEST_JS_BUDGET_BYTES / 1024} KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
