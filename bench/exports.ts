// CSV exports of a big quest: seeds BENCH_EXPORT_ROWS participants (default 100,000; 80 % claimed) of one quest on
// embedded PGlite (or on BENCH_DATABASE_URL's PostgreSQL, emptied first: give it a database of its own), then downloads GET /quests/:id/export/participants and /export/claims over HTTP from a server in
// this process, reading the body as it streams. Prints rows, bytes, time to the first byte and to the end, and the
// process's resident memory before and at its peak during each download (sampled every 20 ms): the export reads
// 2,000-row pages as the client takes them, so the peak should not grow with the quest.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { buildBrand, buildQuest } from '../test/factories/brands';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-exports-')),
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
const serverLog = productionLogFile('exports');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const { owner, brand } = await buildBrand(app);
const quest = await buildQuest(app, brand, { escrowRewards: 0 });

const seeding = performance.now();
await database.db.execute(sql`
  insert into users (username, type)
  select 'bench_export_' || n, 'INFLUENCER' from generate_series(1, ${ROWS}) as n`);
await database.db.execute(sql`
  insert into user_quests (quest_id, user_id, status, started_at, completed_at, claimed_at, claimed_amount)
  select ${quest.id}, u.id,
         case when n % 5 = 0 then 'STARTED' else 'CLAIMED' end,
         now() - (n || ' seconds')::interval,
         case when n % 5 = 0 then null else now() - (n || ' seconds')::interval + interval '1 minute' end,
         case when n % 5 = 0 then null else now() - (n || ' seconds')::interval + interval '2 minutes' end,
         case when n % 5 = 0 then null else 10000000000000000000::numeric end
    from (select id, row_number() over (order by id) as n from users where username like 'bench_export_%') u`);
// As the other benches do after seeding: the planner's statistics a database has once autovacuum has run.
await database.db.execute(sql`analyze users`);
await database.db.execute(sql`analyze user_quests`);
console.log(
  `seeded ${ROWS} participants on ${pgUrl ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - seeding) / 1000).toFixed(1)} s ` +
    `(load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);

for (const kind of ['participants', 'claims'] as const) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(`${address}/api/v1/quests/${quest.id}/export/${kind}`, { headers: owner.headers });
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `${kind}: ${response.status}, ${lines - 1} rows, ${mb(bytes)} in ${(total / 1000).toFixed(2)} s ` +
      `(first byte after ${firstByte.toFixed(0)} ms); RSS ${mb(before)} before, ${mb(peak)} at peak`,
  );
}
await app.close();
await database.close();
