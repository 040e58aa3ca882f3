import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { ledgerAccounts } from '../../db/schema/ledger';
import { inUuids, uuidList } from '../../db/uuid-list';

export interface LockedAccount {
  id: string;
  userId: string | null;
}

/**
 * Creates the missing TOKEN accounts of these users and locks them all, with one statement in the usual case: the
 * accounts that existed are locked in account-id order (as every locker of several accounts does), and the ones it
 * creates are its own until commit. An account that another transaction created at the same moment is not in this
 * statement's snapshot; then a second statement locks them all again.
 */
export async function lockUserAccounts(tx: Tx, userIds: string[]): Promise<LockedAccount[]> {
  if (userIds.length === 0) return [];
  const result = await tx.execute(sql`
    with created as (
      insert into ${ledgerAccounts} (kind, currency, user_id, allow_negative)
      select 'USER', 'TOKEN', user_id, false from unnest(${uuidList(userIds)}) as t(user_id)
      on conflict do nothing
      returning id, user_id
    ), existing as (
      select id, user_id from ${ledgerAccounts}
      where kind = 'USER' and currency = 'TOKEN' and quest_id is null and user_id = any(${uuidList(userIds)})
      order by id
      for update
    )
    select id, user_id from existing union all select id, user_id from created
  `);
  const locked = rowsOf<{ id: string; user_id: string }>(result).map((row) => ({ id: row.id, userId: row.user_id }));
  if (locked.length === new Set(userIds).size) return locked;
  return tx
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'USER'),
        eq(ledgerAccounts.currency, 'TOKEN'),
        isNull(ledgerAccounts.questId),
        inUuids(ledgerAccounts.userId, userIds),
      ),
    )
    .orderBy(ledgerAccounts.id)
    .for('update');
}
