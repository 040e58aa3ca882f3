import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/executor';
import type { AppMetrics } from '../../lib/metrics';

/**
 * How far the chain workers are behind, read from the database at scrape time (so every instance reports the same,
 * whichever one ran the last round): the age of the watcher's last look at the chain head, the head it saw, and
 * withdrawals and deposits still waiting.
 */
export function registerChainMetrics(metrics: AppMetrics, db: Database): void {
  metrics.sample(
    'questboard_chain_watch_age_seconds',
    'Seconds since the deposit watcher last read the chain head (grows when rounds stop)',
    ['chain'],
    async () =>
      rowsOf<{ key: string; age: number }>(
        await db.execute(
          sql`select key, extract(epoch from now() - updated_at)::float8 as age from chain_state where key like 'head:%'`,
        ),
      ).map((row) => ({ labels: { chain: row.key.slice(5) }, value: Number(row.age) })),
  );
  metrics.sample('questboard_chain_head_block', 'The newest block the deposit watcher read', ['chain'], async () =>
    rowsOf<{ key: string; value: string }>(
      await db.execute(sql`select key, value from chain_state where key like 'head:%'`),
    ).map((row) => ({ labels: { chain: row.key.slice(5) }, value: Number(row.value) })),
  );
  const waiting = async () =>
    rowsOf<{ status: string; n: number; oldest: number }>(
      await db.execute(
        sql`select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest
            from withdrawals where status in ('REQUESTED', 'SENT') group by status`,
      ),
    );
  metrics.sample('questboard_withdrawals_waiting', 'Withdrawals not yet confirmed, by status', ['status'], async () =>
    (await waiting()).map((row) => ({ labels: { status: row.status }, value: Number(row.n) })),
  );
  metrics.sample(
    'questboard_withdrawal_oldest_waiting_seconds',
    'Age of the oldest withdrawal not yet confirmed (0 when none waits)',
    [],
    async () => [{ value: Math.max(0, ...(await waiting()).map((row) => Number(row.oldest))) }],
  );
  metrics.sample('questboard_deposits_pending', 'Deposits seen and waiting for confirmations', [], async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from chain_deposits where status = 'PENDING'`),
    );
    return [{ value: Number(row?.n ?? 0) }];
  });
}
