// Landing page budget: JavaScript (gzip) loaded before first paint, then Lighthouse mobile runs (performance,
// accessibility) on /, /quests, one funded quest's page and its brand's page in Debian's Chromium, median of 3 per
// page, each run beside the machine's load average and with its LCP element. `npm run bench:web` builds what it
// needs first: the browser's app and the server's renderer (the pages are measured as the server renders them).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

/** The run's three longest main-thread tasks (Lighthouse's simulated durations), where Total Blocking Time comes from. */
function longestTasks(audit) {
  return (audit?.details?.items ?? [])
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => {
      const source =
        task.url && task.url !== 'Unattributable'
          ? new URL(task.url).pathname
          : 'no script (module evaluation, layout)';
      return `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms (${source})`;
    });
}

/** What the Largest Contentful Paint was (the element's opening tag, shortened), to know what to make faster. */
function lcpElementOf(audit) {
  const table = audit?.details?.items?.find((item) => item.type === 'table') ?? audit?.details;
  const snippet = table?.items?.[0]?.node?.snippet;
  return snippet ? snippet.replace(/\s+/g, ' ').slice(0, 140) : 'not reported';
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
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      longTasks: longestTasks(audits['long-tasks']),
      failedA11y: Object.values(audits)
        .filter((a) => a.score === 0 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A published quest whose escrow can pay one more reward, from the guest list (the demo data has several), and
 * its brand's page.
 */
async function fundedQuestPaths(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/v1/quests/guests?limit=50`).then((r) => r.json());
  const quest = answer.items.find((q) => q.status === 'PUBLISHED' && q.funding === 'FUNDED') ?? answer.items[0];
  if (!quest) throw new Error('no public quest to measure (the bench server loads the demo data on an empty database)');
  return [`/quests/${quest.slug}`, `/brands/${quest.brand.slug}`];
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const RUNS = 3;

/** Median of RUNS scored Lighthouse runs of one page; a run Lighthouse could not score is replaced, up to twice. */
async function measure(baseUrl, path) {
  const runs = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const before = load();
    const run = await lighthouseScores(`${baseUrl}${path}`);
    if (run.error) {
      console.log(`  ${path}: run failed in Lighthouse: ${run.error}`);
      continue;
    }
    runs.push({ ...run, load: before });
    console.log(
      `  ${path}: performance ${run.performance}, accessibility ${run.accessibility}; FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls}  (load ${before})`,
    );
    console.log(`    LCP element: ${run.lcpElement}`);
    console.log(`    longest tasks: ${run.longTasks.join('; ') || 'none'}`);
    if (run.failedA11y.length) console.log(`    failed accessibility audits: ${run.failedA11y.join(', ')}`);
  }
  if (!runs.length) return null;
  const median = (key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)][key];
  return {
    path,
    runs: runs.length,
    performance: median('performance'),
    accessibility: median('accessibility'),
    fcp: median('fcp'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    load: runs.map((r) => r.load.split(' ')[0]).join('/'),
  };
}

const server = await startServer();
try {
  // The pages measured are the ones guests get: rendered on the server (a client-only build has no renderer).
  for (const path of ['/', '/quests']) {
    const html = await fetch(`${server.baseUrl}${path}`).then((r) => r.text());
    if (!html.includes('id="page-state"'))
      throw new Error(`${path} was not rendered on the server: build web/dist/ssr`);
  }
  const js = await jsBeforeFirstPaint(server.baseUrl);
  console.log(
    `JS requested before first contentful paint on /: ${(js.beforeBytes / 1024).toFixed(1)} KB gzip (budget 150 KB)`,
  );
  for (const path of js.beforePaint) console.log(`  ${path}  ${(gzipBytes(path.slice(1)) / 1024).toFixed(1)} KB`);
  console.log(`JS loaded by / once idle: ${(js.allBytes / 1024).toFixed(1)} KB gzip in ${js.allCount} files`);
  const pages = ['/', '/quests', ...(await fundedQuestPaths(server.baseUrl))];
  const results = [];
  for (const path of pages) results.push((await measure(server.baseUrl, path)) ?? { path, runs: 0 });
  console.log(`\nLighthouse mobile preset, median of ${RUNS} per page (each figure its own median)`);
  const rows = [
    ['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'load 1 min (per run)'],
    ...results.map((r) =>
      r.runs
        ? [
            r.path,
            String(r.performance),
            String(r.accessibility),
            seconds(r.fcp),
            seconds(r.lcp),
            `${Math.round(r.tbt)} ms`,
            r.cls.toFixed(3),
            r.load,
          ]
        : [r.path, 'no scored run', '', '', '', '', '', ''],
    ),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  console.log(`uptime load average (1, 5, 15 min) at the end: ${load()}`);
} finally {
  await server.stop();
}
