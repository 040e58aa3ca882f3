// Start-up and idle memory: `npm run bench:startup`. Starts the server as `npm start` does (after the web build),
// on an empty data folder and again on the same folder, on embedded PGlite and (when it answers) on PostgreSQL, and
// prints the time to the first health answer (and the CPU time the process used until then), to the first page, and
// the resident memory once idle. A bare Fastify + pg process is started the same way for comparison. Figures vary
// with the machine's load: `uptime` is printed too.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { answers } from './lib/pg-available';

const ROOT = resolve(import.meta.dirname, '..');
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDLE_MS = 5_000;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 200; the time since `started` in ms. */
async function firstOk(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (performance.now() - started > 180_000) throw new Error(`${url} did not answer 200 within 180 s`);
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

/** CPU time (user + system) the process has used so far, in ms: steadier than wall time on a busy machine. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

interface Run {
  health: number;
  healthCpu: number;
  page: number | null;
  rss: number;
}

/** All 250 countries of the places data set are in (the last thing written for each is its country row). */
async function placesLoaded(base: string): Promise<boolean> {
  const answer = await fetch(`${base}/api/v1/location?type=COUNTRY&limit=1`).catch(() => null);
  return answer?.ok === true && ((await answer.json()) as { total: number }).total >= 250;
}

/** Stops the process group `child` leads (npm and the server it started) and waits for `child` to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  try {
    process.kill(-(child.pid as number), 'SIGTERM');
  } catch (error) {
    // The whole group is gone already (the server exited): nothing to stop.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
}

async function measure(
  command: string[],
  env: Record<string, string>,
  pageToo: boolean,
  opts: { untilPlacesLoaded?: boolean } = {},
): Promise<Run & { placesLoaded?: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it also stops what it started (npm runs the server as a child).
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const health = await firstOk(`${base}/api/v1/health`, started, child);
    const healthCpu = cpuMs(child.pid as number);
    const page = pageToo ? await firstOk(`${base}/quests`, started, child) : null;
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rss = rssMiB(child.pid as number);
    if (!opts.untilPlacesLoaded) return { health, healthCpu, page, rss };
    while (!(await placesLoaded(base))) {
      if (performance.now() - started > 300_000) throw new Error('the places did not load within 300 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    return { health, healthCpu, page, rss, placesLoaded: performance.now() - started };
  } finally {
    await stopGroup(child);
  }
}

// What `npm start` runs (scripts/start.mjs: checks that the web build and the server bundle are up to date, then runs
// the bundle in the same process); BENCH_SERVER_BUNDLE runs another bundle directly (an older build, to compare in
// the same conditions). npm itself adds its own start-up on top: printed once, on the existing data folder.
const product = process.env.BENCH_SERVER_BUNDLE
  ? ['node', '--enable-source-maps', process.env.BENCH_SERVER_BUNDLE]
  : ['node', 'scripts/start.mjs'];
const fmt = (run: Run) =>
  `health ${(run.health / 1000).toFixed(2)} s (CPU ${(run.healthCpu / 1000).toFixed(2)} s), page ${run.page === null ? '–' : `${(run.page / 1000).toFixed(2)} s`}, idle RSS ${run.rss} MiB`;

console.log(`load: ${execSync('uptime').toString().trim()}`);

const dataDir = mkdtempSync(join(tmpdir(), 'qb-bench-startup-'));
try {
  // The empty start is followed until the places (153,000 rows, loaded in the background) are in, so that the next
  // start measures a loaded data folder.
  const empty = await measure(product, { DATA_DIR: dataDir }, true, { untilPlacesLoaded: true });
  const loaded = ((empty.placesLoaded ?? 0) / 1000).toFixed(1);
  console.log(`PGlite, empty data folder:    ${fmt(empty)}; places loaded ${loaded} s after start`);
  console.log(`PGlite, existing data folder: ${fmt(await measure(product, { DATA_DIR: dataDir }, true))}`);
  const npm = await measure(['npm', 'start'], { DATA_DIR: dataDir }, true);
  console.log(
    `  the same through npm start:  health ${(npm.health / 1000).toFixed(2)} s, page ${((npm.page ?? 0) / 1000).toFixed(2)} s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (await answers('127.0.0.1', 5432)) {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query('drop database if exists qb_bench_startup');
  await admin.query('create database qb_bench_startup');
  const url = PG_ADMIN.replace(/\/[^/]*$/, '/qb_bench_startup');
  const pgDir = mkdtempSync(join(tmpdir(), 'qb-bench-startup-pg-'));
  try {
    const env = { DATA_DIR: pgDir, DATABASE_URL: url };
    console.log(`PostgreSQL, empty database:   ${fmt(await measure(product, env, true))}`);
    console.log(`PostgreSQL, existing one:     ${fmt(await measure(product, env, true))}`);
    const bare = await measure(['node', 'bench/lib/bare-startup.mjs'], { BENCH_DATABASE_URL: url }, false);
    console.log(`bare Fastify + pg:            ${fmt(bare)}`);
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    await admin.query('drop database if exists qb_bench_startup with (force)');
    await admin.end();
  }
} else {
  console.log('PostgreSQL does not answer on 127.0.0.1:5432: its figures and the bare server are left out');
}
