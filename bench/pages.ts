// Guest pages rendered on the server (issue 33): what one render of each page costs, uncached, and then the quest
// pages under load at 50 connections with their rendered HTML cached, beside the JSON detail endpoint they show:
// one quest's page asked again and again, and every seeded quest's page in turn (as visitors arrive from many
// links). Seeds BENCH_QUESTS quests (default 200) with conditions and tasks on PGlite, or on BENCH_DATABASE_URL's
// PostgreSQL (its schema is dropped and rebuilt!). On PostgreSQL the loads meet the product in a process of its
// own (bench/lib/product-instance.ts), as `npm start` runs it; on PGlite, whose data folder one process holds,
// the in-process server answers them and shares its CPU with the load generator. Needs the web build with its renderer (web/dist/ssr): the script
// builds it when the sources changed. Prints a table per phase.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { buildBrand, buildCondition, buildQuest, buildTasks } from '../test/factories/brands';
import { startChild } from './lib/child';
import { type LoadResult, load, printTable } from './lib/load';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const questCount = Number(process.env.BENCH_QUESTS ?? 200);
const renders = Number(process.env.BENCH_RENDERS ?? 30);
const pgUrl = process.env.BENCH_DATABASE_URL;

const root = resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, ['scripts/build-web-if-changed.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) throw new Error('the web build failed');

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-pages-')),
  DATABASE_URL: pgUrl,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
if (pgUrl) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
const serverLog = productionLogFile('pages');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const kind = pgUrl ? 'PostgreSQL' : 'PGlite';

const { brand } = await buildBrand(app);
const slugs: string[] = [];
for (let i = 0; i < questCount; i += 1) {
  const quest = await buildQuest(app, brand, { title: `Bench quest ${i}`, reward: '12.5' });
  await buildCondition(app, quest);
  await buildTasks(app, quest, brand.ownerId, 2);
  slugs.push(quest.slug);
}
const slug = slugs[0] ?? '';
console.log(`${kind}: seeded ${questCount} quests`);

const pages = [`/quests/${slug}`, '/quests', '/quests?q=bench&status=live'];

/** CPU of one render, uncached: the page cache is bypassed by a query string the app ignores. */
async function renderCost(path: string) {
  const times: number[] = [];
  for (let i = 0; i < renders; i += 1) {
    const url = `${path}${path.includes('?') ? '&' : '?'}bench=${i}`;
    const cpu = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url });
    const used = process.cpuUsage(cpu);
    if (!response.body.includes('id="page-state"')) throw new Error(`${path} was not rendered on the server`);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return {
    page: path,
    'median CPU ms': median.toFixed(1),
    'p90 CPU ms': (times[Math.floor(times.length * 0.9)] ?? 0).toFixed(1),
  };
}

const costs = [];
for (const path of pages) costs.push(await renderCost(path));
console.log(`${kind}: one uncached render (the whole request in process: routing, its API calls, its render passes)`);
console.table(costs);

// On PostgreSQL the loads meet the product in its own process; the in-process server is closed first.
let server = address;
let stopServer = async () => {
  await app.close();
  await database.close();
};
if (pgUrl) {
  await stopServer();
  const product = await startChild<{ url: string }>(
    fileURLToPath(new URL('./lib/product-instance.ts', import.meta.url)),
    { BENCH_DATABASE_URL: pgUrl },
  );
  server = product.ready.url;
  stopServer = () => product.stop();
}

/** Each seeded quest in turn, from a rotating start, so that every request asks another page than the last. */
function rotating(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}${slugs[next++ % slugs.length]}`;
}
// Warm: every page and detail asked once, as a cache sees it after visitors have come by.
for (const each of slugs) {
  await fetch(`${server}/quests/${each}`);
  await fetch(`${server}/api/v1/quests/detail/${each}`);
}
await fetch(`${server}/quests`);

const rows: LoadResult[] = [];
rows.push(await load(`${kind}: one quest page, server-rendered HTML`, `${server}/quests/${slug}`, { seconds }));
rows.push(
  await load(`${kind}: one quest's GET /api/v1/quests/detail/{slug} (JSON)`, `${server}/api/v1/quests/detail/${slug}`, {
    seconds,
  }),
);
rows.push(
  await load(`${kind}: ${slugs.length} quest pages in turn, HTML`, server, { seconds, paths: rotating('/quests/') }),
);
rows.push(
  await load(`${kind}: ${slugs.length} quests' JSON details in turn`, server, {
    seconds,
    paths: rotating('/api/v1/quests/detail/'),
  }),
);
rows.push(await load(`${kind}: /quests, server-rendered HTML`, `${server}/quests`, { seconds }));
console.log(`${kind}: 50 connections, ${seconds} s each, cache warm, every request logged at info`);
printTable(rows);
const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
await stopServer();
if (failed.length > 0) {
  console.error(`failed requests in: ${failed.map((r) => r.label).join(', ')}`);
  process.exit(1);
}
