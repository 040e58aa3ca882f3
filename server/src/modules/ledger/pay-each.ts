import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { escrowPaymentCtes } from './escrow-payments-sql';
import type { TransferReason } from './ledger';

const isUserToken = sql`a.kind = 'USER' and a.currency = 'TOKEN' and a.quest_id is null and a.season_id is null`;

/**
 * Locks the TOKEN accounts that the users `users` selects (a query with a `user_id` column) already have, in
 * account-id order (as every locker of several accounts does), without bringing them to JavaScript. The accounts
 * they lack are opened by `payEach`, which pays into them. Call it before locking the paying escrow: the order
 * claims lock in.
 */
export async function lockAccountsOf(tx: Tx, users: SQL): Promise<void> {
  await tx.execute(sql`
    select count(*) from (
      select a.id from ledger_accounts a
      where ${isUserToken} and a.user_id in (select user_id from (${users}) u)
      order by a.id
      for update of a
    ) locked
  `);
}

export interface PayEachInput {
  /** The quest whose escrow pays, locked by the caller (after `lockAccountsOf`). */
  questId: string;
  /** What each payee receives, in base units (above 0). */
  amount: bigint;
  reason: Extract<TransferReason, 'CLAIM'>;
  /** Each payee's transfer key is `<keyPrefix>:<userId>`: no one is paid twice under one prefix. */
  keyPrefix: string;
  /** A query with a `user_id` column, one row per payee, whose existing accounts `lockAccountsOf` locked. */
  payees: SQL;
}

/**
 * Pays `amount` from the quest's escrow to every payee the query selects, in one statement that reads the payees
 * where they are (a hundred thousand uuids need not travel to JavaScript and back): one transfer under each key
 * (a key that exists pays nothing again), the escrow debited by what those transfers move (its CHECK fails the
 * statement rather than let it go below zero: the caller pays no more than it holds) and each payee credited.
 * A payee without a TOKEN account gets one opened by the statement with its transfer as its first and only
 * movement, so its balance is the amount from the start; an account another transaction opened meanwhile makes
 * that payee wait for a second statement, which pays it like any existing account. Answers how many were paid.
 */
export async function payEach(tx: Tx, input: PayEachInput): Promise<number> {
  if (input.amount <= 0n) throw new RangeError('a transfer moves a positive amount');
  const { questId } = input;
  const amount = sql`${input.amount.toString()}::numeric`;
  const [row] = rowsOf<{ paid: number; missed: number }>(
    await tx.execute(sql`
      with escrow as (
        select id from ledger_accounts
        where kind = 'QUEST_ESCROW' and currency = 'TOKEN' and user_id is null and quest_id = ${questId}
      ), payees as (
        select p.user_id, a.id as account_id
        from (select distinct user_id from (${input.payees}) q) p
        left join ledger_accounts a on ${isUserToken} and a.user_id = p.user_id
      ), opened as (
        insert into ledger_accounts (kind, currency, user_id, allow_negative, balance)
        select 'USER', 'TOKEN', user_id, false, ${amount} from payees where account_id is null
        on conflict do nothing
        returning id, user_id
      ), ${escrowPaymentCtes({
        payees: sql`(select user_id, account_id from payees where account_id is not null
          union all
          select user_id, id from opened)`,
        suffix: sql``,
        keyPrefix: input.keyPrefix,
        amount,
        reason: input.reason,
        questId,
        balances: false,
      })}
      select (select count(*) from paid)::int as paid,
             ((select count(*) from payees where account_id is null) - (select count(*) from opened))::int as missed
    `),
  );
  const paid = row?.paid ?? 0;
  return (row?.missed ?? 0) > 0 ? paid + (await payEach(tx, input)) : paid;
}
