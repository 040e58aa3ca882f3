import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { ledgerAccounts } from '../../db/schema/ledger';
import { inUuids, uuidList } from '../../db/uuid-list';

/** Creates the missing TOKEN accounts of these users and locks them all, in account-id order. */
export async function lockUserAccounts(tx: Tx, userIds: string[]) {
  if (userIds.length === 0) return [];
  await tx.execute(sql`
    insert into ${ledgerAccounts} (kind, currency, user_id, allow_negative)
    select 'USER', 'TOKEN', user_id, false from unnest(${uuidList(userIds)}) as t(user_id)
    on conflict do nothing
  `);
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
