// Guest searches as visitors type them, from outside over HTTP: the product in its own process (production settings,
// every request logged), on a PostgreSQL database of its own or on embedded PGlite, under a mix where every request
// asks something different (bench/lib/varied-reads.ts: random title words and 4-letter prefixes, random categories,
// every sort, pages 1–10), each connection from a loopback address of its own. Printed beside a bare Fastify + pg
// server running the same statements (bench/lib/bare-quests.ts; PostgreSQL only) and beside one URL repeated (the
// public answer cache's figure). Issue 35's goals: PostgreSQL 100k ≥ 500 req/s, p99 < 100 ms at 20 connections
// (1M: p99 < 250 ms); PGlite 100k p99 < 300 ms at 10 connections.
//   BENCH_ENGINE=postgres|pglite, BENCH_PG_ADMIN_URL, BENCH_DB_NAME (questboard_bench_varied), BENCH_DATA_DIR (PGlite),
//   BENCH_QUESTS, BENCH_BRANDS, BENCH_SECONDS (10), BENCH_CONNECTIONS (20 on PostgreSQL, 10 on PGlite),
//   BENCH_ROUNDS (3 rounds of the varied mix, one after the other), BENCH_REUSE=1 keeps the data seeded before.
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Child, startChild } from './lib/child';
import type { LoadResult } from './lib/load';
import { answers } from './lib/pg-available';
import { cpuOfPid } from './lib/process-cpu';
import { prepareSearchData } from './lib/search-data';
import { variedLoad } from './lib/varied-load';
import { variedReads } from './lib/varied-reads';

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const size = { quests: Number(process.env.BENCH_QUESTS ?? 100_000), brands: Number(process.env.BENCH_BRANDS ?? 5_000) };
const connections = Number(process.env.BENCH_CONNECTIONS ?? (engine === 'pglite' ? 10 : 20));
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB_NAME ?? 'questboard_bench_varied';
const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), 'questboard-bench-varied-pglite');
const reuse = process.env.BENCH_REUSE === '1';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average/, 'load average');

if (engine === 'postgres' && !(await answers('127.0.0.1', Number(new URL(adminUrl).port || 5432)))) {
  console.log('PostgreSQL does not answer; set BENCH_PG_ADMIN_URL or BENCH_ENGINE=pglite');
  process.exit(0);
}
const target = engine === 'postgres' ? { adminUrl, dbName } : { dataDir };
await prepareSearchData(target, size, reuse);
const dbUrl = engine === 'postgres' ? adminUrl.replace(/\/[^/]*$/, () => `/${dbName}`) : undefined;
const env = { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: engine === 'pglite' ? dataDir : undefined };

// CPU per request, the figure that other loads on the machine disturb least: the server process's own CPU and that
// of the PostgreSQL backends serving this bench's database (found by name in pg_stat_activity, read from /proc).
const admin = engine === 'postgres' ? new pg.Client({ connectionString: adminUrl }) : undefined;
await admin?.connect();
const backendCpu = async (): Promise<number> => {
  if (!admin) return 0;
  const { rows: pids } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
    [dbName],
  );
  return pids.reduce((sum, { pid }) => sum + cpuOfPid(pid), 0);
};
const rows: { run: string; result: LoadResult; load: string; serverMs: number; dbMs: number }[] = [];
const measure = async (run: string, server: Child<{ url: string }>, paths: () => string) => {
  const pid = server.process.pid ?? 0;
  const [server0, db0] = [cpuOfPid(pid), await backendCpu()];
  const result = await variedLoad(run, server.ready.url, { connections, seconds, paths });
  const [server1, db1] = [cpuOfPid(pid), await backendCpu()];
  const requests = Math.max(1, result.requestsPerSecond * seconds);
  rows.push({ run, result, load: load(), serverMs: (server1 - server0) / requests, dbMs: (db1 - db0) / requests });
};
const product = await startChild<{ url: string }>(here('./lib/product-instance.ts'), env);
const warm = variedReads(300, 11);
for (const read of warm.reads) await (await fetch(`${product.ready.url}${read.product}`)).arrayBuffer();
const cachedPath = '/api/v1/quests/guests?keyword=festival&limit=20';
await measure('product, one URL repeated (cached)', product, () => cachedPath);
// Caches fill as visitors ask: each round continues the sequence, so later rounds show the answers in steady state.
const varied = variedReads(50_000);
for (let round = 1; round <= rounds; round++)
  await measure(`product, varied guest reads, round ${round}`, product, () => varied.next('product'));
await product.stop();
if (dbUrl) {
  const bare = await startChild<{ url: string }>(here('./lib/bare-quests.ts'), env);
  await measure('bare pg, same statements, varied', bare, () => varied.next('bare'));
  await bare.stop();
}
await admin?.end();
console.log(`${size.quests} quests, ${engine}, ${connections} connections (one address each), ${seconds} s each`);
console.table(
  rows.map(({ run, result: r, load, serverMs, dbMs }) => ({
    run,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'max ms': r.maxMs,
    errors: r.errors + r.non2xx,
    'server CPU ms/req': serverMs.toFixed(2),
    'db CPU ms/req': engine === 'postgres' ? dbMs.toFixed(2) : '(in server)',
    machine: load,
  })),
);
