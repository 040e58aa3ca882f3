// HOLD_TOKEN checks against a local node, 50 participants with proven addresses checking at once over HTTP.
// Goal (issue 39): p99 < 1.5 s cold, < 300 ms warm.
//
// The node is ganache's EVM in its own process (bench/lib/chain-node-child.ts, as a node is in production), behind a
// JSON-RPC server that counts what it is asked; the app reads it as its main chain over HTTP (PGlite, production log
// level). Printed:
//   - node alone: the node's own latency for the reads a check makes (one balanceOf eth_call each, 50 at once; and one
//     Multicall3 aggregate3 of 50 balanceOf, as the app batches them), so the node's share of a check is known;
//   - cold: checks that must read the node. People holding less than needed: an unmet read is never reused (the person
//     checks again after receiving tokens), so every check is a first read of that person at the node. BENCH_CHECKS
//     (default 1,000) checks; plus the first check of each holder (who holds enough), 50 at once;
//   - warm: the same holders checking the same HOLD_TOKEN condition in further quests within the read cache's lifetime
//     (CHAIN_READ_CACHE_MS, 15 s): answered from the cache. The node's call count during the phase shows it.
// For each phase: p50/p95/p99/max, checks/s, the node's calls and CPU, and this process's CPU (server + the bench's
// client) per check. PGlite by default (its work counted in this process); BENCH_DB=pg uses PostgreSQL at
// BENCH_PG_ADMIN_URL (a fresh database named BENCH_PG_DATABASE), as production does, and then PostgreSQL's backends' CPU per check is printed
// too. Each phase also prints the statements the server sent per check (the quiet measure of its database work: wall
// clock and CPU move with the machine's load); BENCH_STATEMENTS=<n> lists the n most frequent (their text on
// PostgreSQL; PGlite's are counted only). CHAIN_MULTICALL3=none reads one by one (to compare). The machine's load is
// printed at start and end.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { participationApi } from '@questboard/contract/participation';
import { questsApi } from '@questboard/contract/quests';
import pg from 'pg';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  multicall3Abi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { MULTICALL3_ADDRESS } from '../server/src/modules/chain/multicall3';
import { tokenAbi } from '../server/src/modules/chain/token-abi';
import { buildFundedQuest, buildParticipants } from '../test/factories/rewards';
import { callEndpoint } from '../test/helpers/api';
import { proveAddress } from '../test/helpers/chain';
import { formOf } from '../test/helpers/forms';
import { askChild, startChild } from './lib/child';
import { PostgresCpuMeter } from './lib/process-cpu';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './lib/production-log';
import { countStatements } from './lib/statement-count';

const BENCH_PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'questboard_bench_chain_conditions';
const total = Number(process.env.BENCH_CHECKS ?? 1000);
const checkers = 50;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
console.log(`machine load (1/5/15 min) at start: ${load()}`);

type NodeStats = { calls: Record<string, number>; cpuMs: number; answeringMs: number };
const node = await startChild<{ env: Record<string, string>; deployerKey: Hex }>(
  fileURLToPath(new URL('./lib/chain-node-child.ts', import.meta.url)),
  {},
);
const rpcUrl = node.ready.env.CHAIN_RPC_URL as string;
const token = node.ready.env.TOKEN_ADDRESS as Address;
const chain = defineChain({
  id: Number(node.ready.env.CHAIN_ID),
  name: 'bench',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});
const nodeClient = createPublicClient({ chain, transport: http(rpcUrl) });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return (
    `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, ` +
    `max ${ms(sorted.at(-1) ?? 0)}`
  );
};

const profileDir = process.env.BENCH_CPU_PROFILE;
/** The server's database, once open (the node-alone phases run before it). */
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
const statements = countStatements(Number(process.env.BENCH_STATEMENTS ?? 0));
let phases = 0;

/**
 * Runs `work` with the node's counters and this process's CPU measured around it; prints one line. With
 * BENCH_CPU_PROFILE=<dir>, this process's CPU profile of the phase goes to <dir>/phase-N.cpuprofile (the node's whole
 * run to the same dir, see bench/lib/child.ts).
 */
async function phase(label: string, work: () => Promise<number[]>) {
  phases++;
  const profiler = profileDir ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  await askChild(node, { ask: 'reset' });
  const pgCpu = database ? (database.kind === 'postgres' ? new PostgresCpuMeter(BENCH_PG_DATABASE) : null) : null;
  statements.reset();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const latencies = await work();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const sent = statements.take();
  const pgUsed = pgCpu?.stop();
  const stats = await askChild<NodeStats>(node, { ask: 'stats' });
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(join(profileDir as string, `phase-${phases}.cpuprofile`), JSON.stringify(profile));
    profiler.disconnect();
  }
  const n = latencies.length;
  const calls = Object.entries(stats.calls)
    .map(([method, count]) => `${method} ${count}`)
    .join(', ');
  console.log(
    `${label}: ${n} in ${seconds.toFixed(2)} s (${(n / seconds).toFixed(0)}/s); ${summary(latencies)}\n` +
      `    node: ${calls || 'no call'}; node CPU ${(stats.cpuMs / n).toFixed(2)} ms per check; ` +
      `bench process (server + client) CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms per check` +
      (pgUsed ? `; PostgreSQL backends CPU ${(pgUsed.backends / n).toFixed(2)} ms per check` : '') +
      (database ? `\n    statements sent by the server: ${(sent.total / n).toFixed(2)} per check` : '') +
      sent.top.map(([text, count]) => `\n      ${(count / n).toFixed(2)} × ${text}`).join(''),
  );
}

/** `count` runs of `one` by `checkers` concurrent workers; answers each run's latency. */
async function concurrently(count: number, one: (i: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: checkers }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await one(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

// The node alone, asked what a check asks it (at the head, as the app does).
const someone = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}` as Address;
const head = await nodeClient.getBlockNumber();
const balanceCall = (i: number) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [someone(i)] }),
});
await phase('node alone, one balanceOf eth_call each, 50 at once', () =>
  concurrently(total, (i) => nodeClient.call({ ...balanceCall(i), blockNumber: head }).then(() => undefined)),
);
const aggregate = (offset: number) =>
  encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [
      Array.from({ length: checkers }, (_, i) => ({
        target: token,
        allowFailure: true,
        callData: balanceCall(offset + i).data,
      })),
    ],
  });
await phase('node alone, one aggregate3 of 50 balanceOf (a batch), one at a time', async () => {
  const latencies: number[] = [];
  for (let r = 0; r < 20; r++) {
    const t0 = performance.now();
    await nodeClient.call({ to: MULTICALL3_ADDRESS, data: aggregate(r * checkers), blockNumber: head });
    latencies.push(performance.now() - t0);
  }
  return latencies;
});

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  BOT_CHECK: 'off',
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-')),
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  CHAIN_MULTICALL3: process.env.CHAIN_MULTICALL3,
  ...node.ready.env,
});
// BENCH_DB=pg: PostgreSQL (as in production: its work in its own processes), else PGlite in this process.
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgUrl = adminUrl.replace(/\/[^/]*$/, () => `/${BENCH_PG_DATABASE}`);
if (process.env.BENCH_DB === 'pg') {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_PG_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_PG_DATABASE}`);
  await admin.end();
}
console.log(`database: ${process.env.BENCH_DB === 'pg' ? 'PostgreSQL' : 'PGlite (in this process)'}`);
database = await openDatabase(
  process.env.BENCH_DB === 'pg' ? { url: pgUrl } : { url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') },
);
await database.migrate();
const serverLog = productionLogFile('chain-conditions');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const runtime = await app.services.chain.get();

/** A published quest whose one condition is to hold 100 of the bench token; answers its condition's id. */
async function holdTokenQuest(): Promise<{ questId: string; conditionId: string }> {
  const { quest, owner } = await buildFundedQuest(app);
  const saved = await callEndpoint(app, questsApi.update, {
    params: { id: quest.id },
    headers: owner.headers,
    body: formOf({
      conditions: [
        { network: 'CHAIN', action: 'HOLD_TOKEN', chainId: runtime.chainId, contract: token, minAmount: '100' },
      ],
    }),
  });
  if (saved.statusCode !== 200) throw new Error(`the condition was refused: ${saved.body}`);
  return { questId: quest.id, conditionId: saved.json().conditions[0]?.id as string };
}

async function peopleIn(questIds: string[]) {
  const people = await buildParticipants(app, checkers);
  const accounts: Address[] = [];
  for (const person of people) {
    accounts.push((await proveAddress(app, person.headers)).address);
    for (const id of questIds) {
      await callEndpoint(app, participationApi.start, { params: { id }, headers: person.headers });
    }
  }
  return people.map((p, i) => ({ ...p, address: accounts[i] as Address }));
}

const check = async (headers: Record<string, string>, questConditionId: string, expected: string) => {
  const response = await fetch(`${address}/api/v1/quests/verify`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ questConditionId }),
  });
  const body = (await response.json()) as { status?: string };
  if (response.status !== 200 || body.status !== expected) {
    throw new Error(`check answered ${response.status} ${body.status}, ${expected} expected`);
  }
};

// Cold: people holding less than needed; every check reads the node.
const unmet = await holdTokenQuest();
const short = await peopleIn([unmet.questId]);
await phase('cold: checks that read the node (holding too little, unmet reads are never reused)', () =>
  concurrently(total, (i) =>
    check((short[i % checkers] as { headers: Record<string, string> }).headers, unmet.conditionId, 'NOT_DONE'),
  ),
);

// Holders: 100 tokens each, minted in one block.
const rounds = Math.max(2, Math.ceil(total / checkers));
const quests = [];
for (let r = 0; r < rounds; r++) quests.push(await holdTokenQuest());
const holders = await peopleIn(quests.map((q) => q.questId));
const deployer = createWalletClient({
  chain,
  account: privateKeyToAccount(node.ready.deployerKey),
  transport: http(rpcUrl),
});
let lastMint: Hex = '0x';
for (const h of holders) {
  lastMint = await deployer.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'mint',
    args: [h.address, parseUnits('100', 18)],
  });
}
await nodeClient.waitForTransactionReceipt({ hash: lastMint, pollingInterval: 20 });

const [first, ...later] = quests as Array<{ questId: string; conditionId: string }>;
await phase('cold: first check of each holder (holds enough), 50 at once', () =>
  concurrently(checkers, (i) =>
    check(
      (holders[i] as { headers: Record<string, string> }).headers,
      (first as { conditionId: string }).conditionId,
      'VERIFIED',
    ),
  ),
);
await phase(
  `warm: the same holders, the same condition in ${later.length} more quests within the cache's lifetime`,
  () =>
    concurrently(later.length * checkers, (i) =>
      check(
        (holders[i % checkers] as { headers: Record<string, string> }).headers,
        (later[Math.floor(i / checkers)] as { conditionId: string }).conditionId,
        'VERIFIED',
      ),
    ),
);

console.log(`machine load (1/5/15 min) at end: ${load()}; server log: ${serverLog.path}`);
await app.close();
await database.close();
serverLog.close();
await node.stop();
