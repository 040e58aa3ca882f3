// HOLD_TOKEN checks against a local node: ganache over HTTP (scripts/cluster/chain-node.ts), the app reading it as
// its main chain. 50 participants with proven addresses check the condition at once, over HTTP, again and again
// (each holds less than needed, so every check reads the chain unless the read is cached). Prints p50/p95/p99 and
// checks/s cold (CHAIN_READ_CACHE_MS=0: every check reads the node) and warm (the default 15 s cache, primed).
// Goal (issue 39): p99 < 1.5 s cold, < 300 ms warm. PGlite; BENCH_CHECKS (default 1,000) per run. The node has
// Multicall3, so reads asked together go as one call; CHAIN_MULTICALL3=none reads one by one (to compare).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import { startChainNode } from '../scripts/cluster/chain-node';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { buildFundedQuest } from '../test/factories/rewards';
import { buildUser } from '../test/factories/users';
import { callEndpoint } from '../test/helpers/api';
import { proveAddress } from '../test/helpers/chain';
import { formOf } from '../test/helpers/forms';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';

const total = Number(process.env.BENCH_CHECKS ?? 1000);
const checkers = 50;
const node = await startChainNode({ blockSeconds: 0 });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(label: string, cacheMs: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: PRODUCTION_LOG_LEVEL,
    BOT_CHECK: 'off',
    PORT: '0',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-')),
    GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    CHAIN_READ_CACHE_MS: cacheMs,
    CHAIN_MULTICALL3: process.env.CHAIN_MULTICALL3,
    ...node.env,
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  const serverLog = productionLogFile('chain-conditions');
  const app = await buildApp(config, database, { logStream: serverLog.stream });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const runtime = await app.services.chain.get();
  const { quest, owner } = await buildFundedQuest(app);
  const saved = await callEndpoint(app, questsApi.update, {
    params: { id: quest.id },
    headers: owner.headers,
    body: formOf({
      conditions: [
        {
          network: 'CHAIN',
          action: 'HOLD_TOKEN',
          chainId: runtime.chainId,
          contract: runtime.token.address,
          minAmount: '100',
        },
      ],
    }),
  });
  if (saved.statusCode !== 200) throw new Error(`the condition was refused: ${saved.body}`);
  const questConditionId = saved.json().conditions[0]?.id as string;
  const people = [];
  for (let i = 0; i < checkers; i++) {
    const built = await buildUser(app, { type: 'INFLUENCER' });
    await proveAddress(app, built.headers);
    await callEndpoint(app, participationApi.start, { params: { id: quest.id }, headers: built.headers });
    people.push(built);
  }
  const check = async (headers: Record<string, string>) => {
    const t0 = performance.now();
    const response = await fetch(`${address}/api/v1/quests/verify`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ questConditionId }),
    });
    const body = (await response.json()) as { status?: string };
    if (response.status !== 200 || body.status !== 'NOT_DONE') throw new Error(`check answered ${response.status}`);
    return performance.now() - t0;
  };
  // Warm: one check each first, so every address's read is in the cache.
  if (cacheMs !== '0') await Promise.all(people.map((p) => check(p.headers)));
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    people.map(async (p) => {
      while (next < total) {
        next++;
        latencies.push(await check(p.headers));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${label}: ${latencies.length} HOLD_TOKEN checks by ${checkers} concurrent checkers in ${seconds.toFixed(2)} s ` +
      `(${(latencies.length / seconds).toFixed(0)} checks/s); p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
  );
  await app.close();
  await database.close();
}

await run('cold (CHAIN_READ_CACHE_MS=0, every check reads the node)', '0');
await run('warm (CHAIN_READ_CACHE_MS=15000, reads cached)', '15000');
await node.close();
