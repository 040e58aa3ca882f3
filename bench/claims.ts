// Claims on one popular quest: BENCH_CLAIMS participants who completed it claim its reward, BENCH_CLAIMERS at a
// time, over HTTP against a server in its own process; the escrow pays 80 % of them, the rest must be refused
// cleanly. On PostgreSQL (a database of the benchmark's own, fresh each run) the same run measures a bare `pg`
// script writing the same ledger rows for the same number of claims: one transaction per claim, and batched.
// Then the product again on embedded PGlite. Each run ends with the ledger's invariants.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bareClaims } from './lib/bare-claims';
import { type Child, startChild } from './lib/child';
import type { ClaimsCheck, InstanceCommand, SeededQuest } from './lib/claims-instance';
import { type ClaimsRun, claimOverHttp } from './lib/claims-load';
import { answers } from './lib/pg-available';

const PARTICIPANTS = Number(process.env.BENCH_CLAIMS ?? 2000);
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 200);
const BATCH = Number(process.env.BENCH_BARE_BATCH ?? 100);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, '/questboard_bench_claims');
const paidSlots = Math.floor(PARTICIPANTS * 0.8);

type Instance = Child<{ url: string }>;
let nextId = 1;

/** Sends one request to the server process and waits for its answer. */
function ask<T>(instance: Instance, request: InstanceCommand): Promise<T> {
  const id = nextId++;
  const proc = instance.process;
  return new Promise((resolve) => {
    const onMessage = (message: { id?: number; result?: T }) => {
      if (message.id !== id) return;
      proc.off('message', onMessage);
      resolve(message.result as T);
    };
    proc.on('message', onMessage);
    proc.send({ ...request, id });
  });
}

async function freshBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists questboard_bench_claims with (force)');
  await admin.query('create database questboard_bench_claims');
  await admin.end();
}

function verdict(label: string, paid: number, check: ClaimsCheck): boolean {
  const ok = paid === paidSlots && check.escrow === '0' && check.total === '0' && !check.negative && !check.drifted;
  console.log(
    `  ${label} invariants: paid ${paid} of ${paidSlots}, escrow left ${check.escrow}, ledger total ${check.total}, ` +
      `negative ${check.negative}, drifted ${check.drifted} → ${ok ? 'hold' : 'BROKEN'}`,
  );
  return ok;
}

const line = (label: string, rate: number, p99: number | string) =>
  console.log(`  ${label.padEnd(44)} ${rate.toFixed(0).padStart(6)} claims/s   p99 ${p99} ms`);

async function productRun(instance: Instance, label: string): Promise<{ run: ClaimsRun; ok: boolean }> {
  const quest = await ask<SeededQuest>(instance, { cmd: 'seed', participants: PARTICIPANTS, paidSlots });
  const run = await claimOverHttp(instance.ready.url, quest.questId, quest.people, CLAIMERS);
  line(label, run.rate, run.p99);
  console.log(`  answers: ${[...run.statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`);
  const ok = verdict(label, run.statuses.get(200) ?? 0, await ask(instance, { cmd: 'check', questId: quest.questId }));
  return { run, ok };
}

async function postgresRuns(): Promise<boolean> {
  await freshBenchDatabase();
  const instance: Instance = await startChild(fileURLToPath(new URL('./lib/claims-instance.ts', import.meta.url)), {
    BENCH_DATABASE_URL: PG_URL,
  });
  console.log(`PostgreSQL: ${PARTICIPANTS} claims, ${CLAIMERS} at a time, escrow for ${paidSlots}`);
  const product = await productRun(instance, 'Questboard over HTTP');
  const pool = new pg.Pool({ connectionString: PG_URL, max: 20 });
  let ok = product.ok;
  const bare: number[] = [];
  for (const perTransaction of [1, BATCH]) {
    const quest = await ask<SeededQuest>(instance, { cmd: 'seed', participants: PARTICIPANTS, paidSlots });
    const ids = quest.people.map((p) => p.id);
    const run = await bareClaims(pool, quest.questId, ids, { concurrency: CLAIMERS, perTransaction });
    line(`bare pg, ${perTransaction} claim(s) per transaction`, run.rate, run.p99);
    ok = verdict('bare pg', run.paid, await ask(instance, { cmd: 'check', questId: quest.questId })) && ok;
    bare.push(run.rate);
  }
  console.log(
    `  ratio: Questboard = ${(product.run.rate / (bare[0] ?? 1)).toFixed(2)}× bare pg one per transaction, ` +
      `${(product.run.rate / (bare[1] ?? 1)).toFixed(2)}× bare pg ${BATCH} per transaction`,
  );
  await pool.end();
  await instance.stop();
  return ok;
}

async function pgliteRun(): Promise<boolean> {
  const instance: Instance = await startChild(fileURLToPath(new URL('./lib/claims-instance.ts', import.meta.url)), {
    BENCH_DATABASE_URL: '',
  });
  console.log(`PGlite: ${PARTICIPANTS} claims, ${CLAIMERS} at a time, escrow for ${paidSlots}`);
  const { ok } = await productRun(instance, 'Questboard over HTTP');
  await instance.stop();
  return ok;
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on this machine before the runs`,
);
let ok = true;
// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs just that half.
const only = process.env.BENCH_ONLY;
if (only !== 'pglite') {
  if (await answers('127.0.0.1', 5432)) ok = (await postgresRuns()) && ok;
  else console.log('PostgreSQL does not answer on 127.0.0.1:5432: PostgreSQL runs skipped');
}
if (only !== 'postgres') ok = (await pgliteRun()) && ok;
process.exit(ok ? 0 : 1);
