import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';
import { escrowPaymentCtes } from './escrow-payments-sql';
import type { TransferReason } from './ledger';

export interface PayManyInput {
  /** The quest whose escrow pays. */
  questId: string;
  /** What each payee receives, in base units. */
  amount: bigint;
  reason: Extract<TransferReason, 'CLAIM'>;
  /**
   * Each payee's transfer key is `<keyPrefix>:<userId>`, or `<keyPrefix>:<userId>:<period>` for a payee with a
   * period (a recurring quest's participation): the same payee is never paid twice under one prefix and period.
   */
  keyPrefix: string;
  /** In order of precedence; each with their TOKEN account, created and locked by the caller (lockUserAccounts). */
  payees: Array<{ userId: string; accountId: string; period?: string }>;
}

/**
 * Pays `amount` from the quest's escrow to as many payees as it covers, in the order given, in one statement: the
 * escrow is locked here (last, so concurrent batches and a racing reclaim wait on it only for this statement and
 * the commit), the winners are the first `balance / amount` payees, each gets one transfer under its key, the
 * escrow is debited by what those transfers move (its CHECK keeps it at zero or above) and each winner's account is
 * credited. Answers each winner's new balance, or null when their transfer already existed (nothing moved); payees
 * the escrow did not cover are not in the map.
 */
export async function payMany(tx: Tx, input: PayManyInput): Promise<Map<string, bigint | null>> {
  if (input.payees.length === 0) return new Map();
  const { questId } = input;
  const amount = sql`${input.amount.toString()}::numeric`;
  const result = await tx.execute(sql`
    with escrow as (
      select id, balance from ledger_accounts
      where kind = 'QUEST_ESCROW' and currency = 'TOKEN' and user_id is null and quest_id = ${questId}
      for update
    ), winners as (
      select t.user_id, t.account_id, t.suffix
      from escrow e, unnest(
        ${uuidList(input.payees.map((p) => p.userId))},
        ${uuidList(input.payees.map((p) => p.accountId))},
        ${sql.param(input.payees.map((p) => (p.period ? `:${p.period}` : '')))}::text[]
      ) with ordinality as t(user_id, account_id, suffix, position)
      where ${amount} > 0 and t.position <= div(e.balance, ${amount})
    ), ${escrowPaymentCtes({
      payees: sql`winners`,
      suffix: sql` || p.suffix`,
      keyPrefix: input.keyPrefix,
      amount,
      reason: input.reason,
      questId,
      balances: true,
    })}
    select w.user_id, c.balance from winners w left join credited c on c.user_id = w.user_id
  `);
  const rows = rowsOf<{ user_id: string; balance: string | null }>(result);
  return new Map(rows.map((row) => [row.user_id, row.balance === null ? null : BigInt(row.balance)]));
}
