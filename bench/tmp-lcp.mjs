import { chromium } from 'playwright-core';
import { startServer } from './web-server.mjs';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const path of ['/', '/quests']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), tag: e.element?.outerHTML.slice(0, 90), size: e.size }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const out = await page.evaluate(() => ({ lcp: window.__lcp, fcp: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`), ready: document.documentElement.dataset.app, nav: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd) }));
    console.log(path, JSON.stringify(out, null, 1));
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
