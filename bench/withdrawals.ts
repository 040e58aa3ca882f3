// 1,000 withdrawal requests over HTTP from 50 users with proven addresses, then the worker sends them on the
// in-process development chain: requests/s (and latency), the worker's transfers/s, and whether ledger and
// chain agree. PGlite by default; BENCH_DATABASE_URL=postgres://… for a PostgreSQL server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTokens } from '@questboard/contract/money';
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { withdrawals } from '../server/src/db/schema/chain';
import { WithdrawalSender } from '../server/src/modules/chain/withdrawal-sender';
import { creditUser } from '../server/src/modules/ledger/credits';
import { buildUser } from '../test/factories/users';
import { devChainOf, mine, proveAddress, tokenBalance } from '../test/helpers/chain';
import { checkLedger } from '../test/helpers/ledger-invariants';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const total = Number(process.env.BENCH_WITHDRAWALS ?? 1000);
const users = 50;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  BOT_CHECK: 'off',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  CONFIRMATIONS: '1',
  WITHDRAW_DAILY_LIMIT: '1000000',
  WITHDRAW_CODE_THRESHOLD: '1000000',
});
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const serverLog = productionLogFile('withdrawals');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const chain = await devChainOf(app);

const people = [];
for (let i = 0; i < users; i++) {
  const built = await buildUser(app);
  const account = await proveAddress(app, built.headers);
  await creditUser(app.ctx.db, { userId: built.user.id, amount: parseTokens('10000'), reason: 'bench' });
  people.push({ ...built, account });
}

// Requests: 1,000 POST /users/withdraw, 50 at a time (one per user in flight).
const latencies: number[] = [];
const statuses = new Map<number, number>();
let next = 0;
const started = performance.now();
await Promise.all(
  people.map(async (p) => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const response = await fetch(`${address}/api/v1/users/withdraw`, {
        method: 'POST',
        headers: { ...p.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '1' }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const requestSeconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]?.toFixed(0);

// The worker: sign, store, broadcast each (the chain mines each at once), then confirm them all.
const sender = new WithdrawalSender(app.ctx.db, chain, 1);
const sendStarted = performance.now();
await sender.runOnce();
const sendSeconds = (performance.now() - sendStarted) / 1000;
// A block holds only so many transfers: mine and follow until every one is confirmed (or a minute has passed).
const countConfirmed = async () => {
  const [row] = await app.ctx.db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chain.chainId), eq(withdrawals.status, 'CONFIRMED')));
  return row?.n ?? 0;
};
const confirmStarted = performance.now();
let confirmed = await countConfirmed();
// The development chain mines a block a second, so the worker's own round confirms many of them already.
const confirmedInRound = confirmed;
let blocks = 0;
while (confirmed < total && performance.now() - confirmStarted < 60_000) {
  await mine(chain, 1);
  blocks++;
  await sender.followSent();
  confirmed = await countConfirmed();
}
const confirmSeconds = (performance.now() - confirmStarted) / 1000;
let arrived = 0n;
for (const p of people) arrived += await tokenBalance(chain, p.account.address);

console.log(`withdrawal requests: ${total} from ${users} users (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
console.log(
  `  ${(total / requestSeconds).toFixed(0)} requests/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(
  `worker: ${(total / sendSeconds).toFixed(0)} transfers/s signed, stored and broadcast (${sendSeconds.toFixed(1)} s)`,
);
console.log(
  `  confirmed ${confirmed} of ${total}: ${confirmedInRound} within the worker's round, the rest in ${confirmSeconds.toFixed(1)} s more (${blocks} blocks mined by the bench)`,
);
console.log(
  `chain: ${arrived / 10n ** 18n} tokens arrived (expected ${total}); ledger ${JSON.stringify(await checkLedger(app.ctx.db), (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
);
await app.close();
await database.close();
