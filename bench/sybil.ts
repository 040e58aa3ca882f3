// A sybil farm beside honest people on one quest (issue 41): BENCH_SYBIL_FARM (200) accounts claim from three
// addresses, sharing one wallet and two X accounts (each claim made by the account holding one of them at that moment,
// moved between accounts as a farm does), while BENCH_SYBIL_HONEST (1000) honest participants, each from their own
// address with their own proven wallet, claim BENCH_SYBIL_CLAIMERS at a time over kept-alive connections.
// Two servers in their own processes, as in production (ALTCHA, logs at info): one without rules (no eligibility
// rules, no maximum risk, no burst limit), one with them (a verified e-mail, a maximum risk score, the burst limit
// at its default). Each is warmed up with BENCH_SYBIL_WARMUP claims, then BENCH_SYBIL_ROUNDS rounds alternate between
// them on fresh quests (BENCH_SYBIL_DB=postgres: each server on a PostgreSQL database of its own). Checked every run: exactly one farm account per identity is paid, every other farm claim is
// refused with a reason, every honest claim is paid, the ledger holds. Printed: the honest claims/s of both and their
// ratio (the issue asks the rules to cost honest people under 10 %). BENCH_SYBIL_MAX_RISK=none measures the rules
// without a maximum risk score (whose signals are one more statement per claim).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { askChild, type Child, startChild } from './lib/child';
import { claimOverRawHttp } from './lib/claims-load';
import type { FarmIdentity, SybilCheck, SybilCommand, SybilQuest } from './lib/sybil-instance';
import { FARM_IDENTITIES } from './lib/sybil-instance';

const HONEST = Number(process.env.BENCH_SYBIL_HONEST ?? 1000);
const FARM = Number(process.env.BENCH_SYBIL_FARM ?? 200);
const CLAIMERS = Number(process.env.BENCH_SYBIL_CLAIMERS ?? 50);
const WARMUP = Number(process.env.BENCH_SYBIL_WARMUP ?? 1000);
const ROUNDS = Number(process.env.BENCH_SYBIL_ROUNDS ?? 3);
/** The farm's claims per second at most (its identity moves included), the same in both runs. */
const FARM_RATE = Number(process.env.BENCH_SYBIL_FARM_RATE ?? 100);
/** `postgres`: each server on a database of its own on BENCH_PG_ADMIN_URL's server, made fresh and dropped after. */
/** BENCH_SYBIL_MAX_RISK=none: the run with rules sets no maximum risk score (the score is then not read at claim). */
const MAX_RISK = process.env.BENCH_SYBIL_MAX_RISK === 'none' ? null : Number(process.env.BENCH_SYBIL_MAX_RISK ?? 60);
const RULES_LABEL = `verified e-mail, ${MAX_RISK === null ? 'no maximum risk' : `maximum risk ${MAX_RISK}`}, bursts`;
const ON_POSTGRES = process.env.BENCH_SYBIL_DB === 'postgres';
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The farm's three addresses in round `r`: new ones each round, as the last round's are still in their burst. */
const farmAddresses = (r: number) => [7, 8, 9].map((n) => `198.51.${r}.${n}`);

type Instance = Child<{ url: string }>;
const ask = <T>(instance: Instance, command: SybilCommand): Promise<T> => askChild<T>(instance, command);

/** Honest person n's own address (10.0.0.0/8: a million of them). */
const honestAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface FarmOutcome {
  status: number;
  code?: string;
  reason?: string;
}

/**
 * The farm: three chains, one per identity, each handing its identity to its next account and claiming with it;
 * account i belongs to chain i % 3 and claims from address ⌊3i / FARM⌋ (the addresses do not follow the identities).
 */
async function farmClaims(instance: Instance, quest: SybilQuest, addresses: string[]): Promise<FarmOutcome[]> {
  const outcomes: FarmOutcome[] = new Array(quest.farm.length);
  const started = performance.now();
  await Promise.all(
    FARM_IDENTITIES.map(async (identity: FarmIdentity, chain) => {
      for (let i = chain; i < quest.farm.length; i += FARM_IDENTITIES.length) {
        const person = quest.farm[i];
        if (!person) continue;
        // Claim i goes no earlier than i / FARM_RATE s into the run: the same farm load with and without rules.
        const wait = started + (i * 1000) / FARM_RATE - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await ask(instance, { cmd: 'move', userId: person.id, identity });
        const response = await fetch(`${instance.ready.url}/api/v1/quests/${quest.questId}/claim-reward`, {
          method: 'POST',
          headers: {
            authorization: person.authorization,
            'x-forwarded-for': addresses[Math.floor((i * addresses.length) / quest.farm.length)] ?? '',
          },
        });
        const body = (await response.json()) as { code?: string; message?: string };
        outcomes[i] = response.ok
          ? { status: response.status }
          : { status: response.status, code: body.code, reason: body.message };
      }
    }),
  );
  return outcomes;
}

interface RoundResult {
  honestRate: number;
  p99: number;
  ok: boolean;
}

async function round(
  instance: Instance,
  label: string,
  rules: boolean,
  r: number,
  warmup = false,
): Promise<RoundResult> {
  const quest = await ask<SybilQuest>(instance, {
    cmd: 'seed',
    honest: warmup ? WARMUP : HONEST,
    farm: warmup ? 0 : FARM,
    rules,
    maxRisk: MAX_RISK,
  });
  const honest = quest.honest.map((p, n) => ({ ...p, address: honestAddress(n + (warmup ? 500_000 : 0)) }));
  const [run, farm] = await Promise.all([
    claimOverRawHttp(instance.ready.url, quest.questId, honest, CLAIMERS),
    farmClaims(instance, quest, farmAddresses(r)),
  ]);
  const check = await ask<SybilCheck>(instance, { cmd: 'check', quest });
  const statuses = [...run.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  if (warmup) {
    console.log(`  ${label} warm-up: ${run.rate.toFixed(0)} claims/s (${statuses})`);
    return { honestRate: run.rate, p99: run.p99, ok: check.honestPaid === honest.length };
  }
  const refused = farm.filter((o) => o.status !== 200);
  const byCode = new Map<string, number>();
  for (const o of refused) byCode.set(`${o.status} ${o.code}`, (byCode.get(`${o.status} ${o.code}`) ?? 0) + 1);
  const firstOfEachChain = quest.farm.slice(0, FARM_IDENTITIES.length).map((p) => p.id);
  const farmOk =
    check.farmPaid.length === FARM_IDENTITIES.length &&
    firstOfEachChain.every((id) => check.farmPaid.includes(id)) &&
    refused.every((o) => typeof o.reason === 'string' && o.reason.length > 0);
  const honestOk = check.honestPaid === honest.length && run.statuses.get(200) === honest.length;
  const ledgerOk = check.ledgerTotal === '0' && check.negative === 0 && check.drifted === 0;
  console.log(
    `  ${label}: honest ${run.rate.toFixed(0)} claims/s (p50 ${run.p50} ms, p99 ${run.p99} ms; ${statuses}), ` +
      `paid ${check.honestPaid}/${honest.length}`,
  );
  console.log(
    `    farm: paid ${check.farmPaid.length} of ${quest.farm.length} (one per identity: ${farmOk ? 'yes' : 'NO'}); ` +
      `refused ${[...byCode].map(([code, n]) => `${n}× ${code}`).join(', ')}; every refusal with a reason: ` +
      `${refused.every((o) => o.reason) ? 'yes' : 'NO'}`,
  );
  for (const [code] of byCode) {
    const example = refused.find((o) => `${o.status} ${o.code}` === code);
    console.log(`      ${code}: "${example?.reason}"`);
  }
  if (!ledgerOk)
    console.log(`    ledger: total ${check.ledgerTotal}, negative ${check.negative}, drifted ${check.drifted}`);
  return { honestRate: run.rate, p99: run.p99, ok: farmOk && honestOk && ledgerOk };
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} before the runs; ${HONEST} honest claims (${CLAIMERS} at a time) beside a farm of ${FARM} ` +
    `accounts on 3 addresses, 1 wallet and 2 X accounts (at most ${FARM_RATE} claims/s); ${ROUNDS} round(s) each, ` +
    `on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}`,
);
/** Makes (or, with `drop`, removes) the bench's own database `name`; answers its URL. */
async function benchDatabase(name: string, drop = false): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  if (!drop) await admin.query(`create database ${name}`);
  await admin.end();
  return PG_ADMIN_URL.replace(/\/[^/]*$/, () => `/${name}`);
}
const DATABASES = ['questboard_bench_sybil_without', 'questboard_bench_sybil_with'] as const;
const [urlWithout, urlWith] = ON_POSTGRES ? await Promise.all(DATABASES.map((name) => benchDatabase(name))) : ['', ''];

const file = fileURLToPath(new URL('./lib/sybil-instance.ts', import.meta.url));
const without: Instance = await startChild(file, {
  CLAIM_BURST_PER_ADDRESS: '100000000',
  BENCH_DATABASE_URL: urlWithout,
});
const withRules: Instance = await startChild(file, { CLAIM_BURST_PER_ADDRESS: '', BENCH_DATABASE_URL: urlWith });
let ok = (await round(without, 'without rules', false, 0, true)).ok;
ok = (await round(withRules, 'with rules', true, 0, true)).ok && ok;
const rates = { without: [] as number[], with: [] as number[] };
for (let r = 1; r <= ROUNDS; r++) {
  const a = await round(without, `round ${r} without rules`, false, r);
  const b = await round(withRules, `round ${r} with rules (${RULES_LABEL})`, true, r);
  rates.without.push(a.honestRate);
  rates.with.push(b.honestRate);
  ok = a.ok && b.ok && ok;
}
await Promise.all([without.stop(), withRules.stop()]);
if (ON_POSTGRES) await Promise.all(DATABASES.map((name) => benchDatabase(name, true)));
const median = (list: number[]) => {
  const sorted = [...list].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ratio = median(rates.with) / median(rates.without);
console.log(
  `honest claims/s (median of ${ROUNDS}): without rules ${median(rates.without).toFixed(0)}, ` +
    `with rules ${median(rates.with).toFixed(0)}: ` +
    `ratio ${ratio.toFixed(3)} (${ratio >= 0.9 ? 'within' : 'NOT within'} 10 %)`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} after the runs; ${ok ? 'every check held' : 'A CHECK FAILED'}`,
);
process.exit(ok ? 0 : 1);
