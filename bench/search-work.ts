// Work per guest search, as little disturbed by the machine's other loads as can be: the varied mix of
// bench:search-varied (bench/lib/varied-reads.ts) asked in process (Fastify's inject, no sockets) on the PostgreSQL
// data set that bench seeded (BENCH_REUSE=1 bench:search-varied first), a fixed number of requests, `BENCH_WARM`
// to fill the caches then `BENCH_READS` measured. Prints, per request, this process's CPU (the server's work and
// inject's) and the CPU of the PostgreSQL backends serving the database (read from /proc), the machine's load, and
// per shape the wall time and the statements it sent (count, ms), to tell the database's time from Node's.
//   BENCH_PG_ADMIN_URL, BENCH_DB_NAME (questboard_bench_varied), BENCH_WARM (2000), BENCH_READS (1500),
//   BENCH_CONCURRENCY (8), BENCH_STATEMENTS (12 dearest statements shown), BENCH_PROFILE (a file: the measured reads'
//   CPU profile, for Chrome's DevTools or speedscope).
import { execSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { cpuOfPid, ownCpu } from './lib/process-cpu';
import { variedReads } from './lib/varied-reads';

const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB_NAME ?? 'questboard_bench_varied';
const warmCount = Number(process.env.BENCH_WARM ?? 2000);
const readCount = Number(process.env.BENCH_READS ?? 1500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const shown = Number(process.env.BENCH_STATEMENTS ?? 12);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');

// Every statement the server sends, timed from send to answer, by shape of the request that sent it.
let shape = 'warm';
const statements = new Map<string, { n: number; ms: number }>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const key = `${shape} | ${text.replace(/\s+/g, ' ').slice(0, 150)}`;
  const sent = performance.now();
  const record = () => {
    const s = statements.get(key) ?? { n: 0, ms: 0 };
    s.n++;
    s.ms += performance.now() - sent;
    statements.set(key, s);
  };
  const last = args.at(-1);
  if (typeof last === 'function')
    args[args.length - 1] = (...answer: unknown[]) => {
      record();
      return (last as (...a: unknown[]) => unknown)(...answer);
    };
  const answer = query.apply(this, args);
  if (typeof last !== 'function' && answer instanceof Promise) answer.then(record, () => undefined);
  return answer;
};

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: 'warn',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-search-work-')),
  DATABASE_URL: adminUrl.replace(/\/[^/]*$/, () => `/${dbName}`),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp(config, database);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const backendCpu = async () => {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
    [dbName],
  );
  return rows.reduce((sum, { pid }) => sum + cpuOfPid(pid), 0);
};

const reads = variedReads(warmCount + readCount).reads;
const wall = new Map<string, { n: number; ms: number }>();
async function ask(from: number, to: number, measured: boolean) {
  let next = from;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < to) {
        const read = reads[next++];
        if (!read) return;
        const sent = performance.now();
        const answer = await app.inject({ method: 'GET', url: read.product, remoteAddress: `127.0.0.${next % 250}` });
        if (answer.statusCode !== 200) console.log(answer.statusCode, read.product);
        if (!measured) continue;
        const w = wall.get(read.shape) ?? { n: 0, ms: 0 };
        w.n++;
        w.ms += performance.now() - sent;
        wall.set(read.shape, w);
      }
    }),
  );
}
await ask(0, warmCount, false);
shape = 'measured';
const loadBefore = load();
const profile = process.env.BENCH_PROFILE;
const inspector = profile ? new Session() : undefined;
inspector?.connect();
await inspector?.post('Profiler.enable');
await inspector?.post('Profiler.start');
const [node0, db0, started] = [ownCpu(), await backendCpu(), performance.now()];
await ask(warmCount, warmCount + readCount, true);
const [node1, db1, ended] = [ownCpu(), await backendCpu(), performance.now()];
if (inspector && profile) writeFileSync(profile, JSON.stringify((await inspector.post('Profiler.stop')).profile));
console.log(
  `${readCount} varied guest reads after ${warmCount} (${concurrency} at a time, in process): ` +
    `server ${((node1 - node0) / readCount).toFixed(2)} ms CPU/req, PostgreSQL ${((db1 - db0) / readCount).toFixed(2)} ms CPU/req, ` +
    `${Math.round(readCount / ((ended - started) / 1000))} req/s; machine load ${loadBefore} → ${load()}`,
);
console.table([...wall].map(([name, w]) => ({ shape: name, requests: w.n, 'wall ms/req': (w.ms / w.n).toFixed(1) })));
console.log('dearest statements while measured (count, total wall ms, statement):');
for (const [key, s] of [...statements]
  .filter(([k]) => k.startsWith('measured'))
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, shown))
  console.log(String(s.n).padStart(6), String(Math.round(s.ms)).padStart(7), key.slice(11));
await admin.end();
await app.close();
await database.close();
