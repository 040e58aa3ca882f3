import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';

export interface LedgerCheck {
  /** Sum of every account's balance: 0, since every transfer takes from one account what it gives another. */
  total: bigint;
  /** Accounts other than the treasury below zero. */
  negative: number;
  /** Accounts whose cached balance differs from the sum of their transfers. */
  drifted: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const result = await db.execute(sql`
    with moves as (
      select credit_account_id as account_id, amount from ledger_transfers
      union all
      select debit_account_id, -amount from ledger_transfers
    ), sums as (
      select account_id, sum(amount) as total from moves group by account_id
    )
    select
      (select coalesce(sum(balance), 0)::text from ledger_accounts) as total,
      (select count(*)::int from ledger_accounts where balance < 0 and kind <> 'TREASURY') as negative,
      (select count(*)::int from ledger_accounts a left join sums s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0)) as drifted
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    total: string;
    negative: number;
    drifted: number;
  }>;
  const row = rows[0];
  if (!row) throw new Error('no ledger check row');
  return { total: BigInt(row.total), negative: Number(row.negative), drifted: Number(row.drifted) };
}
