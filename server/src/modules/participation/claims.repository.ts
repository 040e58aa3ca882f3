import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { userQuests } from '../../db/schema/participation';
import { inUuids, uuidList } from '../../db/uuid-list';

/** The participations of these users in the quest, locked for the rest of the transaction (in id order). */
export function lockParticipations(tx: Tx, questId: string, userIds: string[]) {
  return tx
    .select()
    .from(userQuests)
    .where(and(eq(userQuests.questId, questId), inUuids(userQuests.userId, userIds)))
    .orderBy(asc(userQuests.id))
    .for('update');
}

export interface Payee {
  userId: string;
  accountId: string;
  participationId: string;
}

/**
 * Pays `amount` from the escrow to each payee and marks their participations CLAIMED, in one statement: one CLAIM
 * transfer per payee (key `claim:<quest>:<user>`, so nobody is paid twice for one quest), the escrow debited by
 * what those transfers move (its CHECK keeps it at zero or above), each payee's account credited. The caller has
 * locked the participations and both sides' accounts and checked that the escrow covers them all, so the
 * escrow's lock is held for this one statement and the commit. Answers each payee's new balance.
 */
export async function payAndMarkClaimed(
  tx: Tx,
  input: { questId: string; escrowId: string; amount: bigint; claimedAt: Date; payees: Payee[] },
): Promise<Map<string, bigint>> {
  if (input.payees.length === 0) return new Map();
  const { questId, escrowId } = input;
  const amount = sql`${input.amount.toString()}::numeric`;
  const result = await tx.execute(sql`
    with paid as (
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, quest_id)
      select 'claim:' || ${questId} || ':' || t.user_id, ${escrowId}, t.account_id, ${amount}, 'CLAIM', ${questId}
      from unnest(${uuidList(input.payees.map((p) => p.userId))}, ${uuidList(input.payees.map((p) => p.accountId))})
        as t(user_id, account_id)
      on conflict (idempotency_key) do nothing
      returning credit_account_id
    ), debited as (
      update ledger_accounts set balance = balance - ${amount} * (select count(*) from paid)
      where id = ${escrowId}
    ), credited as (
      update ledger_accounts a set balance = a.balance + ${amount}
      from paid p where a.id = p.credit_account_id
      returning a.user_id, a.balance::text as balance
    ), claimed as (
      update user_quests set status = 'CLAIMED', claimed_at = ${input.claimedAt.toISOString()}, claimed_amount = ${amount}
      where id = any(${uuidList(input.payees.map((p) => p.participationId))})
    )
    select user_id, balance from credited
  `);
  const rows = rowsOf<{ user_id: string; balance: string }>(result);
  return new Map(rows.map((row) => [row.user_id, BigInt(row.balance)]));
}
