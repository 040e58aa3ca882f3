import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import type { TransferReason } from './ledger';

const isUserToken = sql`a.kind = 'USER' and a.currency = 'TOKEN' and a.quest_id is null and a.season_id is null`;

export interface PayPerKeyInput {
  /** The quest whose escrow pays (locked here if the caller has not locked it yet). */
  questId: string;
  /** What each payment moves, in base units (above 0). */
  amount: bigint;
  reason: Extract<TransferReason, 'REFERRAL_BONUS'>;
  /** Each payment's transfer key is `<keyPrefix>:<for_id>`: one payment per `for_id` under one prefix, ever. */
  keyPrefix: string;
  /**
   * A query with a `user_id` (who is paid) and a `for_id` (what the payment is for) column, one row per payment. One
   * person may be paid several times (for several `for_id`); payments are covered in `for_id` order.
   */
  payees: SQL;
}

/**
 * Pays `amount` from the quest's escrow once per `for_id` the query selects, for as many payments as the escrow still
 * covers (never below zero: those it cannot cover are not paid, and not owed later), in two statements: one opens the
 * TOKEN accounts payees lack, one pays. A key that exists pays nothing again. Each payee's account is credited by all
 * its payments at once. Answers the payments made (`userId`, `forId`).
 */
export async function payPerKey(tx: Tx, input: PayPerKeyInput): Promise<Array<{ userId: string; forId: string }>> {
  if (input.amount <= 0n) throw new RangeError('a transfer moves a positive amount');
  const { questId, keyPrefix } = input;
  const amount = sql`${input.amount.toString()}::numeric`;
  await tx.execute(sql`
    insert into ledger_accounts (kind, currency, user_id, allow_negative, balance)
    select distinct 'USER', 'TOKEN', q.user_id, false, 0 from (${input.payees}) q
    where not exists (select 1 from ledger_accounts a where ${isUserToken} and a.user_id = q.user_id)
    on conflict do nothing
  `);
  const rows = rowsOf<{ user_id: string; for_id: string }>(
    await tx.execute(sql`
      with escrow as (
        select id, balance from ledger_accounts
        where kind = 'QUEST_ESCROW' and currency = 'TOKEN' and user_id is null and quest_id = ${questId}
        for update
      ), wanted as (
        select q.user_id, q.for_id::text as for_id, ${keyPrefix} || ':' || q.for_id as key,
               row_number() over (order by q.for_id) as position
        from (${input.payees}) q
        where not exists (select 1 from ledger_transfers t where t.idempotency_key = ${keyPrefix} || ':' || q.for_id)
      ), winners as (
        select w.user_id, w.for_id, w.key, a.id as account_id
        from wanted w join ledger_accounts a on ${isUserToken} and a.user_id = w.user_id, escrow e
        where w.position <= div(e.balance, ${amount})
      ), paid as (
        insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, quest_id)
        select key, (select id from escrow), account_id, ${amount}, ${input.reason}, ${questId} from winners
        on conflict (idempotency_key) do nothing
        returning idempotency_key, credit_account_id
      ), debited as (
        update ledger_accounts set balance = balance - ${amount} * (select count(*) from paid)
        where id = (select id from escrow)
      ), credited as (
        update ledger_accounts a set balance = a.balance + ${amount} * s.n
        from (select credit_account_id, count(*) as n from paid group by credit_account_id) s
        where a.id = s.credit_account_id
      )
      select w.user_id, w.for_id from paid p join winners w on w.key = p.idempotency_key
    `),
  );
  return rows.map((row) => ({ userId: row.user_id, forId: row.for_id }));
}
