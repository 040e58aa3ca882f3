// Claims through HAProxy, one instance and then two (`npm run cluster`'s set-up: production build, PostgreSQL,
// Redis). BENCH_CLAIMS participants who completed a quest with escrow for 80 % of them claim its reward,
// BENCH_CLAIMERS at a time, after BENCH_WARMUP claims on another quest. Prints claims per second, the ratio of two
// instances to one, and where the CPU went per claim: each instance, HAProxy, this load generator, and PostgreSQL and
// Redis (their whole servers: on a shared machine they count others' work too). Needs PostgreSQL and Redis on
// 127.0.0.1 and HAProxy.
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { buildProduction, type Cluster, startCluster } from '../scripts/cluster/cluster';
import { haproxyVersion } from '../scripts/cluster/haproxy';
import { buildFundedQuest, buildParticipants } from '../test/factories/rewards';
import { checkLedger } from '../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../test/helpers/test-app';
import { type ClaimsRun, claimOverRawHttp } from './lib/claims-load';
import { answers } from './lib/pg-available';
import { cpuOfPid, cpuOfProcessesNamed, ownCpu } from './lib/process-cpu';

const PARTICIPANTS = Number(process.env.BENCH_CLAIMS ?? 2000);
const CLAIMERS = Number(process.env.BENCH_CLAIMERS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, '/questboard_bench_cluster');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const IDLE_SECONDS = 5;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function freshBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists questboard_bench_cluster with (force)');
  await admin.query('create database questboard_bench_cluster');
  await admin.end();
}

async function seed(seeder: TestApp, participants: number) {
  const slots = Math.floor(participants * 0.8);
  const { quest } = await buildFundedQuest(seeder.app, {
    reward: '1',
    amount: String(slots),
    balance: String(slots * 2),
  });
  const people = await buildParticipants(seeder.app, participants, { questId: quest.id });
  return { questId: quest.id, slots, people: people.map((p) => ({ authorization: p.headers.authorization })) };
}

type CpuParts = Record<string, number>;

function cpuParts(cluster: Cluster, proxyPid: number): CpuParts {
  const parts: CpuParts = {};
  for (const instance of cluster.instances) parts[instance.name] = cpuOfPid(instance.process.pid ?? 0);
  parts.haproxy = cpuOfPid(proxyPid);
  parts['load generator'] = ownCpu();
  parts['PostgreSQL (whole server)'] = cpuOfProcessesNamed('postgres') ?? 0;
  parts['Redis (whole server)'] = cpuOfProcessesNamed('redis-server') ?? 0;
  return parts;
}

interface Measured {
  instances: number;
  run: ClaimsRun;
  cpu: CpuParts;
  ok: boolean;
}

async function measure(instances: number): Promise<Measured> {
  await freshBenchDatabase();
  const cluster = await startCluster({
    instances,
    databaseUrl: PG_URL,
    redisUrl: REDIS_URL,
    env: {
      JWT_SECRET,
      GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
      CLAIM_BURST_PER_ADDRESS: '100000000',
      LOG_LEVEL: 'info',
    },
    quiet: true,
  });
  const seeder = await createTestApp({ DATABASE_URL: PG_URL, REDIS_URL, JWT_SECRET });
  try {
    const proxyPid = cluster.proxyPid;
    if (WARMUP > 0) {
      const warm = await seed(seeder, WARMUP);
      await claimOverRawHttp(cluster.url, warm.questId, warm.people, CLAIMERS);
    }
    const quest = await seed(seeder, PARTICIPANTS);
    // What the instances spend with no requests (job and chain polling, the location data set's first load).
    const idleFrom = cpuParts(cluster, proxyPid);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleTo = cpuParts(cluster, proxyPid);
    const idle = cluster.instances.map(
      (i) => `${i.name} ${(((idleTo[i.name] ?? 0) - (idleFrom[i.name] ?? 0)) / IDLE_SECONDS).toFixed(0)} ms/s`,
    );
    const before = cpuParts(cluster, proxyPid);
    const run = await claimOverRawHttp(cluster.url, quest.questId, quest.people, CLAIMERS);
    const after = cpuParts(cluster, proxyPid);
    const cpu = Object.fromEntries(Object.keys(after).map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)]));
    const paid = run.statuses.get(200) ?? 0;
    const ledger = await checkLedger(seeder.app.ctx.db);
    const ok = paid === quest.slots && ledger.total === 0n && ledger.negative === 0 && ledger.drifted === 0;
    const line = `  ${instances} instance(s): ${run.rate.toFixed(0)} claims/s, p50 ${run.p50} ms, p99 ${run.p99} ms`;
    console.log(`${line}; paid ${paid} of ${quest.slots}, ledger ${ok ? 'whole' : 'BROKEN'} (load ${load()})`);
    // A whole server's figure goes down when its processes (other clients' backends) exit between two readings.
    const perClaim = Object.entries(cpu).map(([k, ms]) =>
      ms < 0 ? `${k} unknown (its processes changed)` : `${k} ${(ms / PARTICIPANTS).toFixed(2)}`,
    );
    const own = Object.entries(cpu)
      .filter(([k]) => !k.includes('whole server'))
      .reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`    CPU ms per claim: ${perClaim.join(', ')}`);
    console.log(`    CPU when idle, before the run: ${idle.join(', ')}`);
    console.log(
      `    cores busy with the instances, HAProxy and the load: ${(own / 1000 / run.seconds).toFixed(2)} of ` +
        `${availableParallelism()}`,
    );
    return { instances, run, cpu, ok };
  } finally {
    await seeder.close();
    await cluster.stop();
  }
}

const haproxy = haproxyVersion();
if (!haproxy || !(await answers('127.0.0.1', 5432)) || !(await answers('127.0.0.1', 6379))) {
  console.log('bench:cluster needs PostgreSQL and Redis on 127.0.0.1 and HAProxy (apt-get install -y haproxy)');
  process.exit(0);
}
buildProduction(['server']);
console.log(
  `claims through ${haproxy.split(' - ')[0]}: ${PARTICIPANTS} claims (80 % paid), ${CLAIMERS} at a time, ` +
    `after ${WARMUP} warm-up claims`,
);
console.log(`load average before: ${load()}`);
const one = await measure(1);
const two = await measure(2);
console.log(
  `two instances / one: ${(two.run.rate / one.run.rate).toFixed(2)}× the claims per second on ` +
    `${availableParallelism()} cores (the goal, 1.6×, assumes cores to spare)`,
);
console.log(`load average after: ${load()}`);
process.exit(one.ok && two.ok ? 0 : 1);
