// What the browser's main thread does while a server-rendered guest page starts (`node bench/hydration-work.mjs`, after
// `node scripts/build-web-if-changed.mjs`): the built app on a throw-away server, each page loaded in Debian's
// Chromium with Lighthouse's mobile CPU slow-down (4×), until the app is ready and the network is idle. Printed per
// page: Chrome's own counters (Performance.getMetrics: script, layout and style time, how many layouts and style
// recalculations, DOM nodes), the JavaScript evaluated (gzip bytes, files), and from a trace the long tasks (over
// 50 ms) with what each spent its time on. Counts and bytes do not depend on the machine's load; times do (the load
// is printed beside them), so compare a change by the work it removes, in runs made one after the other. Each long
// task is also given on the main thread's own clock (what the thread ran, the 4× slow-down included, while time it
// waited for the CPU behind other processes is left out), and the TBT-like sum of those: the figure to compare on a
// loaded machine.
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { startServer } from './web-server.mjs';

const CHROMIUM = '/usr/bin/chromium';
const THROTTLE = 4;
const RUNS = Number(process.env.RUNS ?? 2);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  'toplevel',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];
const ms = (us) => Math.round(us / 1000);

/**
 * JavaScript time by script file on the page's main thread, from the trace's CPU profile samples: `at(from, to)` is
 * each file's milliseconds between two trace times (a sample counts for the file of its innermost frame that has one;
 * module evaluation, which the timeline leaves unattributed, is found this way).
 */
function samplesByFile(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return () => new Map();
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push({ id, time });
    });
  }
  const fileOf = new Map();
  const file = (id) => {
    if (fileOf.has(id)) return fileOf.get(id);
    const node = nodes.get(id);
    const url = node?.callFrame?.url;
    const name = url
      ? new URL(url, 'http://x').pathname.split('/').pop()
      : node?.parent
        ? file(node.parent)
        : (node?.callFrame?.functionName ?? '?');
    fileOf.set(id, name);
    return name;
  };
  samples.sort((a, b) => a.time - b.time);
  return (from, to) => {
    const byFile = new Map();
    for (let i = 0; i < samples.length - 1; i += 1) {
      const { id, time: at } = samples[i];
      if (at < from || at >= to) continue;
      const name = file(id);
      if (name === '(idle)' || name === '(root)') continue;
      byFile.set(name, (byFile.get(name) ?? 0) + (samples[i + 1].time - at));
    }
    return byFile;
  };
}

/**
 * The page's main-thread tasks over 50 ms, each with its time per kind of work (self time of the trace events in
 * it, e.g. style, layout, parsing) and its JavaScript per script file (profile samples).
 */
function longTasks(events, navigation) {
  const onMain = events.filter(
    (e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  // Top-level tasks only (one task shows as a RunTask around a ThreadControllerImpl::RunTask).
  const tasks = [];
  for (const task of onMain.filter(isTask).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + last.dur) tasks.push(task);
  }
  const named = onMain.filter((e) => !isTask(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const scripts = samplesByFile(events, navigation.pid, navigation.tid);
  const top = (map, min) =>
    [...map.entries()]
      .filter(([, us]) => us >= min)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, us]) => `${name} ${ms(us)}`);
  const result = [];
  for (const task of tasks) {
    if (task.ts < navigation.ts || task.dur < 50_000) continue;
    const end = task.ts + task.dur;
    const inside = named.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    // Self time: each event's duration less its children's (events nest by time on one thread); script events are
    // left out (their time is split by file below).
    const stack = [];
    const self = new Map();
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
      stack.push(e);
    }
    for (const name of self.keys())
      if (/^(v8|V8|FunctionCall|EvaluateScript|AsyncTask|TimerFire)/.test(name)) self.delete(name);
    result.push({
      start: task.ts,
      dur: task.dur,
      thread: task.tdur ?? task.dur,
      work: top(self, 8_000),
      js: top(scripts(task.ts, end), 8_000),
    });
  }
  return result;
}

async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) warnings.push(m.text().slice(0, 160));
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Waited for with a plain expression (Playwright's selector engine would be evaluated in the page and counted), then
  // quiet for a moment: what the app does right after it is ready (deferred parts, idle callbacks) counts too.
  await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    expression: `new Promise((done) => {
      const check = () => document.documentElement.dataset.app === 'ready' ? setTimeout(done, 2000) : setTimeout(check, 50);
      check();
    })`,
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const { result } = await cdp.send('Runtime.evaluate', {
    returnByValue: true,
    expression: `({
      scripts: performance.getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => ({ path: new URL(r.name).pathname, bytes: r.encodedBodySize })),
      dom: document.getElementsByTagName('*').length,
    })`,
  });
  const { scripts, dom } = result.value;
  await context.close();
  // The page's renderer: where the navigation to `url` started (the trace covers the whole browser).
  const navigation = trace.traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url),
  );
  if (!navigation) {
    writeFileSync(`${process.env.TRACE_DIR ?? tmpdir()}/hydration-work-trace.json`, JSON.stringify(trace));
    throw new Error(`no navigation to ${url} in the trace`);
  }
  const fcp = trace.traceEvents.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts,
  );
  const tasks = longTasks(trace.traceEvents, navigation);
  const afterPaint = tasks.filter((task) => !fcp || task.start >= fcp.ts);
  const navStart = navigation.ts;
  writeFileSync(`${process.env.TRACE_DIR ?? tmpdir()}/hydration-work-trace.json`, JSON.stringify(trace));
  return {
    wall: Date.now() - start,
    script: m.ScriptDuration * 1000,
    layout: m.LayoutDuration * 1000,
    style: m.RecalcStyleDuration * 1000,
    task: m.TaskDuration * 1000,
    layouts: m.LayoutCount,
    styles: m.RecalcStyleCount,
    nodes: m.Nodes,
    dom,
    jsBytes: scripts.reduce((t, s) => t + s.bytes, 0),
    jsFiles: scripts.length,
    scripts,
    fcp: fcp ? ms(fcp.ts - navStart) : null,
    // Total Blocking Time as Lighthouse counts it: the part over 50 ms of each task after the first contentful paint.
    tbt: afterPaint.reduce((t, task) => t + Math.max(0, task.dur / 1000 - 50), 0),
    // The same counted on the main thread's own clock: time the thread was descheduled by other processes (a loaded
    // machine) is left out, the slow-down is not (Chrome throttles by keeping the thread busy), so it moves much less
    // with the load than the wall-clock figure.
    tbtThread: afterPaint.reduce((t, task) => t + Math.max(0, task.thread / 1000 - 50), 0),
    tasks: tasks.map((t) => ({ ...t, at: ms(t.start - navStart), dur: ms(t.dur), thread: ms(t.thread) })),
    warnings,
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const answer = await fetch(`${server.baseUrl}/api/v1/quests/guests?limit=50`).then((r) => r.json());
  const quest = answer.items.find((q) => q.status === 'PUBLISHED' && q.funding === 'FUNDED') ?? answer.items[0];
  // PAGES picks some (`PAGES=/quests,quest`): a path, or `quest` and `brand` for the funded quest's page and its brand's.
  const named = { quest: `/quests/${quest.slug}`, brand: `/brands/${quest.brand.slug}` };
  const pages = (process.env.PAGES ?? '/,/quests,quest,brand').split(',').map((p) => named[p] ?? p);
  // A first load warms the server's caches, so the runs measure the browser.
  for (const path of pages) await fetch(`${server.baseUrl}${path}`);
  console.log(`CPU slowed ${THROTTLE}× (Lighthouse mobile), ${RUNS} runs per page; times in ms of main-thread CPU`);
  for (const path of pages) {
    for (let run = 0; run < RUNS; run += 1) {
      const load = loadavg()[0].toFixed(2);
      // On a loaded machine the trace now and then lacks the page's renderer (its process started before tracing
      // reached it): that load is measured again.
      let r;
      for (let attempt = 1; !r; attempt += 1) {
        try {
          r = await measurePage(browser, `${server.baseUrl}${path}`);
        } catch (error) {
          if (attempt === 3 || !/^no navigation/.test(error.message)) throw error;
          console.log(`    (${error.message}: measured again)`);
        }
      }
      console.log(
        `${path} run ${run + 1} (load ${load}): tasks ${Math.round(r.task)}, script ${Math.round(r.script)}, layout ${Math.round(r.layout)} ×${r.layouts}, style ${Math.round(r.style)} ×${r.styles}; DOM ${r.dom} elements (${r.nodes} nodes); JS ${(r.jsBytes / 1024).toFixed(1)} KB over the wire in ${r.jsFiles} files; TBT from trace ${Math.round(r.tbt)} (on the thread's clock ${Math.round(r.tbtThread)})`,
      );
      console.log(`    first contentful paint at ${r.fcp} ms`);
      if (process.env.LIST_JS && run === 0)
        for (const s of r.scripts) console.log(`    ${s.path} ${(s.bytes / 1024).toFixed(1)} KB`);
      for (const t of r.tasks)
        console.log(
          `    ${t.dur} ms task (${t.thread} on the thread) at ${t.at} ms: JS ${t.js.join(', ') || '-'}; ${t.work.join(', ')}`,
        );
      for (const w of r.warnings) console.log(`    console: ${w}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
