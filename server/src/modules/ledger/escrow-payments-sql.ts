import { type SQL, sql } from 'drizzle-orm';

/**
 * The double-entry part of paying from a quest's escrow, shared by `payMany` (claims) and `payEach` (an equal
 * split), as the CTEs `paid`, `debited` and `credited` of their one statement. The statement defines `escrow` (the
 * escrow's row, with its `id`) before them; `payees` is a relation with `user_id` and `account_id` columns, each row
 * keyed `<keyPrefix>:<user_id><suffix>`. One transfer per payee whose key is new (a key that exists moves nothing
 * again), the escrow debited by what those transfers moved and each credited account raised by the amount; with
 * `balances`, `credited` answers each paid payee's `user_id` and new `balance`.
 */
export function escrowPaymentCtes(input: {
  payees: SQL;
  suffix: SQL;
  keyPrefix: string;
  amount: SQL;
  reason: string;
  questId: string;
  balances: boolean;
}): SQL {
  const { amount } = input;
  return sql`paid as (
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, quest_id)
      select ${input.keyPrefix} || ':' || p.user_id${input.suffix}, (select id from escrow), p.account_id, ${amount}, ${input.reason}, ${input.questId}
      from ${input.payees} p
      on conflict (idempotency_key) do nothing
      returning credit_account_id
    ), debited as (
      update ledger_accounts set balance = balance - ${amount} * (select count(*) from paid)
      where id = (select id from escrow)
    ), credited as (
      update ledger_accounts a set balance = a.balance + ${amount}
      from paid p where a.id = p.credit_account_id
      ${input.balances ? sql`returning a.user_id, a.balance::text as balance` : sql``}
    )`;
}
