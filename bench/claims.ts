// 1,000 participants who completed one quest claim its reward at the same moment, over HTTP, on PostgreSQL
// (PGlite when the server does not answer): claims/s, latency p50/p99, then the ledger's invariants.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { balanceOf, questEscrow } from '../server/src/modules/ledger/ledger-accounts';
import { buildFundedQuest, buildParticipants } from '../test/factories/rewards';
import { checkLedger } from '../test/helpers/ledger-invariants';
import { answers } from './lib/pg-available';

const participants = Number(process.env.BENCH_CLAIMS ?? 1000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const usePg = await answers('127.0.0.1', 5432);
if (!usePg) console.log('PostgreSQL does not answer on 127.0.0.1:5432; measuring on PGlite instead');

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'altcha',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-')),
  DATABASE_URL: usePg ? pgUrl : undefined,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const app = await buildApp(config, database);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

// Escrow for 80 % of the claimants: the last fifth must be refused cleanly.
const paidSlots = Math.floor(participants * 0.8);
const { quest } = await buildFundedQuest(app, {
  reward: '1',
  amount: String(paidSlots),
  balance: String(paidSlots * 2),
});
const people = await buildParticipants(app, participants, { questId: quest.id });

const latencies: number[] = [];
const statuses = new Map<number, number>();
const started = performance.now();
await Promise.all(
  people.map(async (p) => {
    const t0 = performance.now();
    const response = await fetch(`${address}/api/v1/quests/${quest.id}/claim-reward`, {
      method: 'POST',
      headers: p.headers,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]?.toFixed(0);

const ledger = await checkLedger(database.db);
const escrow = await balanceOf(database.db, questEscrow(quest.id));
console.log(`${usePg ? 'PostgreSQL' : 'PGlite'}: ${participants} concurrent claims, escrow for ${paidSlots}`);
console.log(
  `  ${(participants / elapsed).toFixed(0)} claims/s over ${elapsed.toFixed(2)} s; latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`,
);
console.log(`  answers: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`);
console.log(
  `  invariants: paid ${statuses.get(200) ?? 0} (expected ${paidSlots}), escrow left ${escrow}, ledger total ${ledger.total}, negative accounts ${ledger.negative}, drifted balances ${ledger.drifted}`,
);
const ok =
  statuses.get(200) === paidSlots && escrow === 0n && ledger.total === 0n && !ledger.negative && !ledger.drifted;
console.log(ok ? '  invariants hold' : '  INVARIANTS BROKEN');
await app.close();
await database.close();
process.exit(ok ? 0 : 1);
