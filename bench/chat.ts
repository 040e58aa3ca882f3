// Chat delivery: 1,000 connected clients in 500 pairs, each sending one message a second for 20 s. Latency is from
// the sender's emit to the other member's newMessage. Four runs: a bare Socket.IO relay (the ceiling), one
// Questboard instance on embedded PGlite, one on PostgreSQL, and two instances on PostgreSQL + Redis with every
// pair split across them (the last two when PostgreSQL and Redis answer on 127.0.0.1). Servers run in their own
// processes; the clients share this one.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import type { BenchPair } from './lib/chat-instance';
import { type LoadClient, type LoadResult, runChatLoad } from './lib/chat-load';
import { type Child, startChild } from './lib/child';
import { answers } from './lib/pg-available';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_URL = PG_ADMIN_URL.replace(/\/[^/]*$/, '/questboard_bench_chat');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** BENCH_RUNS=relay,pglite,postgres,two picks runs (all by default). */
const RUNS = new Set((process.env.BENCH_RUNS ?? 'relay,pglite,postgres,two').split(','));
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

type Instance = Child<{ url: string; pairs: BenchPair[] }>;

/** A database of the benchmark's own, fresh for each run, so that it never touches the tests' database. */
async function freshBenchDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists questboard_bench_chat with (force)');
  await admin.query('create database questboard_bench_chat');
  await admin.end();
}

function questboardClients(urls: string[], pairs: BenchPair[]): LoadClient[] {
  const prepare = (roomId: string) => async (socket: Socket) => {
    await socket.timeout(10_000).emitWithAck('joinRoom', { roomId });
  };
  return pairs.flatMap((pair, i) =>
    [pair.a, pair.b].map((user, side) => ({
      // Two instances: the members of every pair sit on different instances.
      url: urls[(i + side) % urls.length] ?? '',
      userId: user.id,
      auth: { token: user.token },
      prepare: prepare(pair.roomId),
      send: (socket: Socket, text: string) =>
        socket.emit('sendMessage', { roomId: pair.roomId, message: text }, () => {}),
    })),
  );
}

async function questboard(label: string, env: Record<string, string>, instances: number): Promise<LoadResult> {
  const first: Instance = await startChild(here('./lib/chat-instance.ts'), {
    ...env,
    BENCH_MIGRATE: '1',
    BENCH_PAIRS: String(PAIRS),
  });
  const others: Instance[] = [];
  for (let i = 1; i < instances; i++) others.push(await startChild(here('./lib/chat-instance.ts'), env));
  try {
    const urls = [first.ready.url, ...others.map((o) => o.ready.url)];
    const pids = [first, ...others].map((c) => c.process.pid ?? 0);
    return await runChatLoad(label, questboardClients(urls, first.ready.pairs), SECONDS, pids);
  } finally {
    await Promise.all([first, ...others].map((c) => c.stop()));
  }
}

async function bareRelay(): Promise<LoadResult> {
  const relay: Child<{ url: string }> = await startChild(here('./lib/bare-relay.ts'), {});
  try {
    const clients: LoadClient[] = Array.from({ length: PAIRS * 2 }, (_, i) => {
      const other = i % 2 ? i - 1 : i + 1;
      return {
        url: relay.ready.url,
        userId: `u${i}`,
        auth: { userId: `u${i}` },
        send: (socket: Socket, text: string) => socket.emit('relay', { to: `u${other}`, message: text }, () => {}),
      };
    });
    return await runChatLoad('bare Socket.IO relay (ceiling)', clients, SECONDS, [relay.process.pid ?? 0]);
  } finally {
    await relay.stop();
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`chat benchmark: ${PAIRS * 2} clients in ${PAIRS} pairs, 1 message/s each for ${SECONDS} s`);
console.log(`load average before: ${load()}`);
const results: LoadResult[] = [];
const record = (r: LoadResult) => {
  results.push(r);
  console.log(
    `  ${r.label}: ${r.perSecond} msg/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
      `server CPU ${r.serverCpuPerMessage.toFixed(2)} ms per message (load ${load()})`,
  );
};
if (RUNS.has('relay')) record(await bareRelay());
if (RUNS.has('pglite')) record(await questboard('Questboard, 1 instance, PGlite', {}, 1));
const shared = (await answers('127.0.0.1', 5432)) && (await answers('127.0.0.1', 6379));
if (shared) {
  if (RUNS.has('postgres')) {
    await freshBenchDatabase();
    record(await questboard('Questboard, 1 instance, PostgreSQL', { BENCH_DATABASE_URL: PG_URL }, 1));
  }
  if (RUNS.has('two')) {
    await freshBenchDatabase();
    const env = { BENCH_DATABASE_URL: PG_URL, BENCH_REDIS_URL: REDIS_URL };
    record(await questboard('Questboard, 2 instances, PostgreSQL + Redis', env, 2));
  }
} else {
  console.log('PostgreSQL or Redis does not answer on 127.0.0.1: the PostgreSQL and two-instance runs are skipped');
}
console.table(
  results.map((r) => ({
    run: r.label,
    clients: r.clients,
    sent: r.sent,
    delivered: r.delivered,
    refused: r.refused,
    'msg/s': r.perSecond,
    'p50 ms': r.p50.toFixed(1),
    'p99 ms': r.p99.toFixed(1),
    'max ms': r.max.toFixed(1),
    'server CPU ms/msg': r.serverCpuPerMessage.toFixed(2),
  })),
);
console.log(`load average after: ${load()}`);
process.exit(0);
