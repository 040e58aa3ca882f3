// Claims on one popular quest: BENCH_CLAIMS participants who completed it claim its reward, BENCH_CLAIMERS at a
// time, over HTTP against a server in its own process (after BENCH_WARMUP claims on another quest), each claimer on
// a kept-alive connection with prebuilt requests; the escrow pays 80 % of them, the rest must be refused cleanly. On PostgreSQL (a database of the benchmark's own, fresh each run) the same run measures a bare `pg`
// script writing the same ledger rows for the same number of claims: one transaction per claim, and batched.
// Then the product again on embedded PGlite. On both, the owner of a quest with BENCH_APPROVALS submissions waiting
// approves them all in one call, which completes and pays each participant (escrow for 80 % of them). Each run ends
// with the ledger's invariants.
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bareClaims } from './lib/bare-claims';
import { askChild, type Child, startChild } from './lib/child';
import type { ClaimsCheck, InstanceCommand, SeededQuest, SeededReviews } from './lib/claims-instance';
import { type ClaimsRun, claimOverHttp, claimOverRawHttp } from './lib/claims-load';
import { answers } from './lib/pg-available';
import { printStatements, trackStatements } from './lib/pg-statements';
import { ownCpu, PostgresCpuMeter } from './lib/process-cpu';

const PARTICIPANTS = Number(process.env.BENCH_CLAIMS ?? 2000);
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 200);
const BATCH = Number(process.env.BENCH_BARE_BATCH ?? 100);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_PG_DATABASE names the benchmark's own database (dropped and created again each run), so that two runs of it
// on one PostgreSQL server do not drop each other's.
const PG_DATABASE = process.env.BENCH_PG_DATABASE ?? 'questboard_bench_claims';
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, () => `/${PG_DATABASE}`);
const paidSlots = Math.floor(PARTICIPANTS * 0.8);
/** Claims on a quest of their own before the measured run, so that it meets a server as it runs in production:
 * compiled code, open database connections. Their figures are printed too. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 500);
const approvalSlots = Math.floor(APPROVALS * 0.8);

type Instance = Child<{ url: string }>;

/** Sends one request to the server process and waits for its answer. */
const ask = <T>(instance: Instance, request: InstanceCommand): Promise<T> => askChild<T>(instance, request);

async function freshBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${PG_DATABASE}" with (force)`);
  await admin.query(`create database "${PG_DATABASE}"`);
  await admin.end();
}

function verdict(label: string, paid: number, check: ClaimsCheck, slots = paidSlots): boolean {
  const ok = paid === slots && check.escrow === '0' && check.total === '0' && !check.negative && !check.drifted;
  console.log(
    `  ${label} invariants: paid ${paid} of ${slots}, escrow left ${check.escrow}, ledger total ${check.total}, ` +
      `negative ${check.negative}, drifted ${check.drifted} → ${ok ? 'hold' : 'BROKEN'}`,
  );
  return ok;
}

const line = (label: string, rate: number, p99: number | string) =>
  console.log(`  ${label.padEnd(44)} ${rate.toFixed(0).padStart(6)} claims/s   p99 ${p99} ms`);

interface CpuReading {
  server: number;
  load: number;
}

const cpuReading = async (instance: Instance): Promise<CpuReading> => ({
  server: await ask<number>(instance, { cmd: 'cpu' }),
  load: ownCpu(),
});

/**
 * Where the machine's CPU went during the claim run, per claim: the server, this load generator, PostgreSQL (all its
 * processes, and the backends on the bench's database alone; on PGlite the database runs inside the server).
 */
function printCpuPerClaim(
  before: CpuReading,
  after: CpuReading,
  postgres: { all: number; backends: number } | undefined,
  claims: number,
  seconds: number,
): void {
  const perClaim = (ms: number) => `${(ms / claims).toFixed(2)} ms`;
  const busy = after.server - before.server + (after.load - before.load) + (postgres?.all ?? 0);
  console.log(
    `  CPU per claim: server ${perClaim(after.server - before.server)}, load generator ${perClaim(after.load - before.load)}` +
      (postgres === undefined
        ? ''
        : `, PostgreSQL ${perClaim(postgres.all)} (its backends on ${PG_DATABASE} ${perClaim(postgres.backends)})`) +
      `; ${(busy / 1000 / seconds).toFixed(2)} of ${availableParallelism()} cores busy with these`,
  );
}

type Database = 'postgres' | 'pglite';

async function productRun(instance: Instance, database: Database): Promise<{ run: ClaimsRun; ok: boolean }> {
  let ok = true;
  if (WARMUP > 0) {
    const warmup = await claimRun(instance, database, WARMUP, 'warm-up on another quest');
    ok = warmup.ok;
  }
  const measured = await claimRun(instance, database, PARTICIPANTS, 'Questboard over HTTP');
  return { run: measured.run, ok: measured.ok && ok };
}

/** `participants` people who completed a quest with escrow for 80 % of them each claim its reward once. */
async function claimRun(
  instance: Instance,
  database: Database,
  participants: number,
  label: string,
): Promise<{ run: ClaimsRun; ok: boolean }> {
  const slots = Math.floor(participants * 0.8);
  const quest = await ask<SeededQuest>(instance, { cmd: 'seed', participants, paidSlots: slots });
  // BENCH_CPU_PROFILE=<dir> also writes the server's profile of the claim run alone (the whole process's is there too).
  const profileDir = process.env.BENCH_CPU_PROFILE;
  if (profileDir) await ask(instance, { cmd: 'profile', start: true });
  const postgresCpu = database === 'postgres' ? new PostgresCpuMeter(PG_DATABASE) : undefined;
  // On a PostgreSQL that loads pg_stat_statements, what each statement of the run cost is printed too.
  const statements = database === 'postgres' ? await trackStatements(PG_ADMIN_URL, PG_DATABASE) : undefined;
  const cpuBefore = await cpuReading(instance);
  // BENCH_LOAD=node-http claims through node:http's client instead, which takes more of the shared CPU per claim.
  const claimAll = process.env.BENCH_LOAD === 'node-http' ? claimOverHttp : claimOverRawHttp;
  const run = await claimAll(instance.ready.url, quest.questId, quest.people, CLAIMERS);
  const cpuAfter = await cpuReading(instance);
  const postgres = postgresCpu?.stop();
  if (profileDir) {
    await ask(instance, { cmd: 'profile', start: false, file: join(profileDir, `claim-run-${Date.now()}.cpuprofile`) });
  }
  line(label, run.rate, run.p99);
  console.log(`  p50 ${run.p50} ms; p99 ${run.p99Warm} ms without the run's first 10 % of claims`);
  printCpuPerClaim(cpuBefore, cpuAfter, postgres, participants, run.seconds);
  if (statements) printStatements(await statements(), participants);
  console.log(`  answers: ${[...run.statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`);
  const check = await ask<ClaimsCheck>(instance, { cmd: 'check', questId: quest.questId });
  return { run, ok: verdict(label, run.statuses.get(200) ?? 0, check, slots) };
}

/** The owner approves every waiting submission in one call; each approval completes a participant and pays them. */
async function approvalRun(instance: Instance): Promise<boolean> {
  const seeded = await ask<SeededReviews>(instance, {
    cmd: 'seedReviews',
    participants: APPROVALS,
    paidSlots: approvalSlots,
  });
  const started = performance.now();
  const response = await fetch(`${instance.ready.url}/api/v1/quests/${seeded.questId}/reviews/decide`, {
    method: 'POST',
    headers: { authorization: seeded.ownerAuthorization, 'content-type': 'application/json' },
    body: JSON.stringify({ items: seeded.items, approve: true }),
  });
  const ms = performance.now() - started;
  const result = (await response.json()) as { decided: number; completed: number; paid: number; unpaid: number };
  console.log(
    `  one call approving ${APPROVALS}: ${response.status} in ${ms.toFixed(0)} ms (${((result.paid / ms) * 1000).toFixed(0)} payouts/s): ` +
      `decided ${result.decided}, completed ${result.completed}, paid ${result.paid}, unpaid ${result.unpaid}`,
  );
  const check = await ask<ClaimsCheck>(instance, { cmd: 'check', questId: seeded.questId });
  return (
    verdict('approvals', result.paid, check, approvalSlots) &&
    result.decided === APPROVALS &&
    result.unpaid === APPROVALS - approvalSlots
  );
}

async function postgresRuns(): Promise<boolean> {
  await freshBenchDatabase();
  const instance: Instance = await startChild(fileURLToPath(new URL('./lib/claims-instance.ts', import.meta.url)), {
    BENCH_DATABASE_URL: PG_URL,
  });
  console.log(
    `PostgreSQL: ${PARTICIPANTS} claims, ${CLAIMERS} at a time, escrow for ${paidSlots} (after ${WARMUP} warm-up claims)`,
  );
  const product = await productRun(instance, 'postgres');
  let ok = (await approvalRun(instance)) && product.ok;
  // BENCH_BARE=off skips the bare pg runs (for paired comparisons of two builds, where only the product's figure moves).
  if (process.env.BENCH_BARE === 'off') {
    await instance.stop();
    return ok;
  }
  const pool = new pg.Pool({ connectionString: PG_URL, max: 20 });
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
  console.log(
    `PGlite: ${PARTICIPANTS} claims, ${CLAIMERS} at a time, escrow for ${paidSlots} (after ${WARMUP} warm-up claims)`,
  );
  const { ok } = await productRun(instance, 'pglite');
  const approvalsOk = await approvalRun(instance);
  await instance.stop();
  return ok && approvalsOk;
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
