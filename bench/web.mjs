// Landing page budget: JavaScript (gzip) loaded before first paint, and a Lighthouse mobile run
// (performance, accessibility) in Debian's Chromium. Run after `npm run build -w web`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root, startServer } from './web-server.mjs';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
const dist = join(root, 'web/dist');
const gzipBytes = (path) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

async function jsBeforeFirstPaint(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const { firstPaint, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
      const resources = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'));
      return {
        firstPaint: paint?.startTime ?? Number.POSITIVE_INFINITY,
        scripts: resources.map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
      };
    });
    const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="([^"]+\.js)"/)?.[1];
    const before = scripts.filter((s) => s.start <= firstPaint);
    const paths = new Set([...(entry ? [entry] : []), ...before.map((s) => s.path)]);
    const all = new Set(scripts.map((s) => s.path));
    const sum = (set) => [...set].reduce((total, path) => total + gzipBytes(path.slice(1)), 0);
    return { firstPaint, beforePaint: [...paths], beforeBytes: sum(paths), allBytes: sum(all), allCount: all.size };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    if (categories.performance.score === null) return { error: result.lhr.runtimeError?.code ?? 'no score' };
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].displayValue,
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
      failedA11y: Object.values(audits)
        .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
try {
  const js = await jsBeforeFirstPaint(server.baseUrl);
  console.log(
    `JS requested before first contentful paint on /: ${(js.beforeBytes / 1024).toFixed(1)} KB gzip (budget 150 KB)`,
  );
  for (const path of js.beforePaint) console.log(`  ${path}  ${(gzipBytes(path.slice(1)) / 1024).toFixed(1)} KB`);
  console.log(`JS loaded by / once idle: ${(js.allBytes / 1024).toFixed(1)} KB gzip in ${js.allCount} files`);
  const RUNS = 3;
  const runs = [];
  // A run Lighthouse itself could not score (its runtimeError) is reported and replaced, up to twice.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const run = await lighthouseScores(`${server.baseUrl}/`);
    if (run.error) console.log(`  run failed in Lighthouse: ${run.error}`);
    else runs.push(run);
  }
  runs.sort((a, b) => a.performance - b.performance);
  for (const [i, lh] of runs.entries()) {
    console.log(
      `  run: performance ${lh.performance}, accessibility ${lh.accessibility}; FCP ${lh.fcp}, LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}`,
    );
    if (i === 0 && lh.failedA11y.length) console.log(`  failed accessibility audits: ${lh.failedA11y.join(', ')}`);
  }
  const median = runs[Math.floor(runs.length / 2)];
  console.log(
    `Lighthouse (mobile preset) on /, median of ${runs.length}: performance ${median.performance}, accessibility ${median.accessibility}`,
  );
} finally {
  await server.stop();
}
