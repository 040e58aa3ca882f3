// Reward distribution at scale (issue 38): a raffle over BENCH_RAFFLE_ELIGIBLE participants (default 200,000) and an
// equal split over BENCH_SPLIT_ELIGIBLE (default 100,000), each settled by the same code the settlement job runs. On
// PostgreSQL when BENCH_PG_ADMIN_URL's server answers (a database of the benchmark's own, fresh each run), else on
// embedded PGlite. Prints the time of each step (the raffle's wait for its block is printed apart: it is the chain's
// clock, one block a second on the development chain), what was paid and returned, and the ledger's invariants.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DistributionBody } from '@questboard/contract/distribution';
import { formatTokens } from '@questboard/contract/money';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/executor';
import { buildPooledQuest } from '../test/factories/distribution';
import { callEndpoint } from '../test/helpers/api';
import { checkLedger } from '../test/helpers/ledger-invariants';
import { answers } from './lib/pg-available';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const RAFFLE = Number(process.env.BENCH_RAFFLE_ELIGIBLE ?? 200_000);
const SPLIT = Number(process.env.BENCH_SPLIT_ELIGIBLE ?? 100_000);
const WINNERS = Number(process.env.BENCH_RAFFLE_WINNERS ?? 100);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, '/questboard_bench_distribution');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const onPostgres = await answers('127.0.0.1', Number(new URL(PG_ADMIN_URL).port || 5432));
if (onPostgres) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists questboard_bench_distribution with (force)');
  await admin.query('create database questboard_bench_distribution');
  await admin.end();
}
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  PORT: '0',
  DEMO_DATA: 'off',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-distribution-')),
  ...(onPostgres ? { DATABASE_URL: PG_URL } : {}),
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const serverLog = productionLogFile('distribution');
const app = await buildApp(config, database, { logStream: serverLog.stream });
await app.ready();
console.log(
  `on ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}, ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}`,
);

/** A pooled quest with `eligible` participants who completed it, ended by its owner. */
async function endedQuest(mode: DistributionBody, eligible: number, prefix: string) {
  const { quest, owner } = await buildPooledQuest(app, mode, { amount: '1000', balance: '2000' });
  const seeding = performance.now();
  await database.db.execute(sql`
    insert into users (username, type) select ${prefix} || n, 'INFLUENCER' from generate_series(1, ${eligible}) as n`);
  await database.db.execute(sql`
    insert into user_quests (quest_id, user_id, status, started_at, completed_at)
    select ${quest.id}, id, 'COMPLETED', now() - interval '1 hour', now() - interval '1 minute'
    from users where username like ${`${prefix}%`}`);
  await database.db.execute(sql`analyze user_quests`);
  console.log(`  seeded ${eligible.toLocaleString('en')} participants in ${seconds(performance.now() - seeding)}`);
  const ended = await callEndpoint(app, questFundsApi.end, { params: { id: quest.id }, headers: owner.headers });
  if (ended.statusCode !== 200) throw new Error(`end failed: ${ended.body}`);
  return quest.id;
}

async function outcome(questId: string) {
  const [row] = rowsOf<{ pool: string; paid: string; returned: string; eligible: number; payees: number }>(
    await database.db.execute(sql`
      select pool::text, paid::text, returned::text, eligible,
             (select count(*)::int from distribution_entries where quest_id = ${questId} and place is not null) as payees
      from quest_distributions where quest_id = ${questId}`),
  );
  if (!row) throw new Error('no distribution');
  const whole = BigInt(row.pool) === BigInt(row.paid) + BigInt(row.returned);
  console.log(
    `  eligible ${row.eligible.toLocaleString('en')}, paid ${row.payees.toLocaleString('en')} people ` +
      `${formatTokens(BigInt(row.paid))} of ${formatTokens(BigInt(row.pool))}, returned ${formatTokens(BigInt(row.returned))}` +
      ` (pool = paid + returned: ${whole ? 'yes' : 'NO'})`,
  );
}

console.log(`raffle: ${WINNERS} winners among ${RAFFLE.toLocaleString('en')}`);
const raffle = await endedQuest({ mode: 'RAFFLE', winners: WINNERS }, RAFFLE, 'bench_raffle_');
let started = performance.now();
const frozen = await app.services.settlement.settle(raffle);
const freezeMs = performance.now() - started;
console.log(`  froze the list and published its hash and block (${frozen}) in ${seconds(freezeMs)}`);
started = performance.now();
let drawMs = 0;
for (;;) {
  const attempt = performance.now();
  const state = await app.services.settlement.settle(raffle);
  if (state === 'SETTLED') {
    drawMs = performance.now() - attempt;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`  waited ${seconds(performance.now() - started - drawMs)} for the block (the chain's clock)`);
console.log(`  drew and paid in ${seconds(drawMs)}; freeze + draw + pay: ${seconds(freezeMs + drawMs)}`);
await outcome(raffle);

console.log(`equal split among ${SPLIT.toLocaleString('en')}`);
const split = await endedQuest({ mode: 'EQUAL_SPLIT' }, SPLIT, 'bench_split_');
started = performance.now();
const settled = await app.services.settlement.settle(split);
console.log(`  froze, divided and paid (${settled}) in ${seconds(performance.now() - started)}`);
await outcome(split);
started = performance.now();
await app.services.settlement.settle(split);
console.log(`  settled again (nothing moves) in ${seconds(performance.now() - started)}`);

const check = await checkLedger(database.db);
console.log(`ledger: total ${check.total}, negative accounts ${check.negative}, drifted ${check.drifted}`);
await app.close();
await database.close();
