import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/executor';

/**
 * What a person would check after moving or restoring a database: every balance, every history, every ledger sum
 * (as PostgreSQL's own text of each row, so numerics and timestamps compare exactly).
 */
export async function databasePicture(db: Database) {
  const table = async (name: string) =>
    rowsOf<{ row: string }>(
      await db.execute(sql.raw(`select to_jsonb(t)::text as row from ${name} t order by id`)),
    ).map((r) => r.row);
  return {
    balances: await table('ledger_accounts'),
    transfers: await table('ledger_transfers'),
    sums: rowsOf(
      await db.execute(
        sql`select reason, sum(amount)::text as total, count(*)::int as n from ledger_transfers group by reason order by reason`,
      ),
    ),
    participation: await table('user_quests'),
    notifications: await table('notifications'),
    users: await table('users'),
    quests: await table('quests'),
  };
}
