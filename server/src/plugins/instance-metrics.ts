import type { AppContext } from '../context';
import { registerChainMetrics } from '../modules/chain/chain.module';
import type { QueueStatus } from '../modules/jobs/jobs.module';
import type { RealtimeServer } from '../realtime/hub';

/** The gauges read at scrape time: database pools, open sockets, chain progress. */
export function registerInstanceMetrics(
  ctx: AppContext,
  io: RealtimeServer,
  jobs: { status(): Promise<QueueStatus[]> },
): void {
  const { metrics, database } = ctx;
  const { pools } = database;
  if (pools) {
    metrics.sample(
      'questboard_db_pool_connections',
      'PostgreSQL pool connections by pool and state (idle, busy, waiting clients)',
      ['pool', 'state'],
      async () =>
        pools().flatMap(({ pool, total, idle, waiting }) => [
          { labels: { pool, state: 'idle' }, value: idle },
          { labels: { pool, state: 'busy' }, value: total - idle },
          { labels: { pool, state: 'waiting' }, value: waiting },
        ]),
    );
  }
  metrics.sample('questboard_sockets_connected', 'Socket.IO connections open on this instance', [], async () => [
    { value: io.engine.clientsCount },
  ]);
  registerChainMetrics(metrics, ctx.db);
  const states = ['waiting', 'active', 'retrying', 'failed'] as const;
  metrics.sample(
    'questboard_jobs',
    'Jobs of each queue by state (every instance reads the same)',
    ['queue', 'state'],
    async () =>
      (await jobs.status()).flatMap((q) =>
        states.map((state) => ({ labels: { queue: q.name, state }, value: q[state] })),
      ),
  );
  metrics.sample(
    'questboard_jobs_oldest_waiting_seconds',
    'Age of the oldest job waiting (or waiting to retry) in each queue',
    ['queue'],
    async () => (await jobs.status()).map((q) => ({ labels: { queue: q.name }, value: q.oldestWaitingSeconds })),
  );
}
