// Guest pages rendered on the server (issue 33): what one render of each page costs, uncached, and then the quest
// page under load at 50 connections with its rendered HTML cached, beside the JSON detail endpoint it shows.
// Seeds BENCH_QUESTS quests (default 200) with conditions and tasks on PGlite, or on BENCH_DATABASE_URL's
// PostgreSQL (its schema is dropped and rebuilt!). Needs the web build with its renderer (web/dist/ssr): the script
// builds it when the sources changed. Prints a table per phase.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { buildBrand, buildCondition, buildQuest, buildTasks } from '../test/factories/brands';
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
let slug = '';
for (let i = 0; i < questCount; i += 1) {
  const quest = await buildQuest(app, brand, { title: `Bench quest ${i}`, reward: '12.5' });
  if (i === 0) {
    await buildCondition(app, quest);
    await buildTasks(app, quest, brand.ownerId, 2);
    slug = quest.slug;
  }
}
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
console.log(`${kind}: one uncached render (the whole request, in process: routing, queries, two renders)`);
console.table(costs);

const rows: LoadResult[] = [];
rows.push(await load(`${kind}: quest page, server-rendered HTML`, `${address}/quests/${slug}`, { seconds }));
await fetch(`${address}/quests/${slug}`);
rows.push(
  await load(`${kind}: GET /api/v1/quests/detail/{slug} (JSON)`, `${address}/api/v1/quests/detail/${slug}`, {
    seconds,
  }),
);
await fetch(`${address}/quests`);
rows.push(await load(`${kind}: /quests, server-rendered HTML`, `${address}/quests`, { seconds }));
console.log(`${kind}: 50 connections, ${seconds} s each, cache warm`);
printTable(rows);
await app.close();
await database.close();
