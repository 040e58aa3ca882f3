import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/executor';

/**
 * How many statements of this database containing `fragment` are waiting on a lock now (PostgreSQL): what a test
 * polls to know that a concurrent statement has reached the lock it is meant to wait on.
 */
export async function statementsWaitingOnLock(db: Database, fragment: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like ${`%${fragment}%`}`,
  );
  return rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0;
}
