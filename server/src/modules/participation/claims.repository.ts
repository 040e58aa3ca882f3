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
 * Pays `amount` from the quest's escrow to as many payees as it covers, in the order given, and marks their
 * participations CLAIMED, in one statement: the escrow is locked here (last, so concurrent batches and a racing
 * reclaim wait on it only for this statement and the commit), the winners are the first `balance / amount` payees,
 * each gets one CLAIM transfer (key `claim:<quest>:<user>`, so nobody is paid twice for one quest), the escrow is
 * debited by what those transfers move (its CHECK keeps it at zero or above) and each winner's account credited.
 * The caller has locked the payees' participations and accounts. Answers each winner's new balance (null if their
 * transfer already existed, which the locked participations rule out); payees left out are not in the map.
 */
export async function payAndMarkClaimed(
  tx: Tx,
  input: { questId: string; amount: bigint; claimedAt: Date; payees: Payee[] },
): Promise<Map<string, bigint | null>> {
  if (input.payees.length === 0) return new Map();
  const { questId } = input;
  const amount = sql`${input.amount.toString()}::numeric`;
  const result = await tx.execute(sql`
    with escrow as (
      select id, balance from ledger_accounts
      where kind = 'QUEST_ESCROW' and currency = 'TOKEN' and user_id is null and quest_id = ${questId}
      for update
    ), winners as (
      select t.user_id, t.account_id, t.participation_id
      from escrow e, unnest(
        ${uuidList(input.payees.map((p) => p.userId))},
        ${uuidList(input.payees.map((p) => p.accountId))},
        ${uuidList(input.payees.map((p) => p.participationId))}
      ) with ordinality as t(user_id, account_id, participation_id, position)
      where ${amount} > 0 and t.position <= div(e.balance, ${amount})
    ), paid as (
      insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, reason, quest_id)
      select 'claim:' || ${questId} || ':' || w.user_id, (select id from escrow), w.account_id, ${amount}, 'CLAIM', ${questId}
      from winners w
      on conflict (idempotency_key) do nothing
      returning credit_account_id
    ), debited as (
      update ledger_accounts set balance = balance - ${amount} * (select count(*) from paid)
      where id = (select id from escrow)
    ), credited as (
      update ledger_accounts a set balance = a.balance + ${amount}
      from paid p where a.id = p.credit_account_id
      returning a.user_id, a.balance::text as balance
    ), claimed as (
      update user_quests set status = 'CLAIMED', claimed_at = ${input.claimedAt.toISOString()}, claimed_amount = ${amount}
      where id in (select participation_id from winners)
    )
    select w.user_id, c.balance from winners w left join credited c on c.user_id = w.user_id
  `);
  const rows = rowsOf<{ user_id: string; balance: string | null }>(result);
  return new Map(rows.map((row) => [row.user_id, row.balance === null ? null : BigInt(row.balance)]));
}
