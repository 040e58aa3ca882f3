import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';
import { transfer } from './ledger';
import { lockedBalanceOf, seasonEscrow, userAccount } from './ledger-accounts';

/**
 * The money of a season's prize pool, each inside the caller's transaction and under keys that make a retry move
 * nothing: the owner funds the escrow when the season is published, the payout pays its winners at the end and
 * sends what is left back to the owner.
 */

/** Owner → the season's escrow; an owner who cannot cover it pays nothing (InsufficientFunds rolls back). */
export function fundSeasonEscrow(tx: Tx, input: { seasonId: string; ownerId: string; amount: bigint; memo: string }) {
  return transfer(tx, {
    key: `season:${input.seasonId}:fund`,
    from: userAccount(input.ownerId),
    to: seasonEscrow(input.seasonId),
    amount: input.amount,
    reason: 'SEASON_FUND',
    memo: input.memo,
  });
}

/**
 * payMany's sibling for a pool whose payees get different amounts (a prize table, shares in proportion to XP): one
 * statement pays each payee their own amount from the season's escrow, under the key `season:<id>:prize:<userId>`
 * (never twice), while the escrow covers them in the order given (its CHECK keeps it at zero or above). The payees'
 * accounts are created and locked by the caller (lockUserAccounts) before the escrow, the order claims lock in.
 * Answers the ids of the payees whose transfer was written now.
 */
export async function paySeasonPrizes(
  tx: Tx,
  input: { seasonId: string; memo: string; payees: Array<{ userId: string; accountId: string; amount: bigint }> },
): Promise<Set<string>> {
  const payees = input.payees.filter((p) => p.amount > 0n);
  if (payees.length === 0) return new Set();
  const result = await tx.execute(sql`
    with escrow as (
      select id, balance from ledger_accounts
      where kind = 'SEASON_ESCROW' and currency = 'TOKEN' and user_id is null and season_id = ${input.seasonId}
      for update
    ), listed as (
      select t.user_id, t.account_id, t.amount,
        sum(t.amount) over (order by t.position) as running
      from unnest(
        ${uuidList(payees.map((p) => p.userId))},
        ${uuidList(payees.map((p) => p.accountId))},
        ${sql.param(payees.map((p) => p.amount.toString()))}::numeric[]
      ) with ordinality as t(user_id, account_id, amount, position)
    ), winners as (
      select l.* from listed l, escrow e where l.running <= e.balance
    ), paid as (
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, memo)
      select 'season:' || ${input.seasonId} || ':prize:' || w.user_id, (select id from escrow), w.account_id, w.amount,
        'SEASON_PRIZE', ${input.memo}
      from winners w
      on conflict (idempotency_key) do nothing
      returning credit_account_id, amount
    ), debited as (
      update ledger_accounts set balance = balance - (select coalesce(sum(amount), 0) from paid)
      where id = (select id from escrow)
    ), credited as (
      update ledger_accounts a set balance = a.balance + p.amount
      from paid p where a.id = p.credit_account_id
      returning a.user_id
    )
    select user_id from credited
  `);
  return new Set(rowsOf<{ user_id: string }>(result).map((row) => row.user_id));
}

/** Everything left in the season's escrow → the owner (once); answers the amount returned. */
export async function returnSeasonEscrow(tx: Tx, input: { seasonId: string; ownerId: string; memo: string }) {
  const left = await lockedBalanceOf(tx, seasonEscrow(input.seasonId));
  if (left === 0n) return 0n;
  await transfer(tx, {
    key: `season:${input.seasonId}:return`,
    from: seasonEscrow(input.seasonId),
    to: userAccount(input.ownerId),
    amount: left,
    reason: 'SEASON_RETURN',
    memo: input.memo,
  });
  return left;
}
