import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { ledgerAccounts } from '../../db/schema/ledger';
import { inUuids, uuidList } from '../../db/uuid-list';
import { type AccountRow, questEscrow } from './ledger-accounts';

/** The quest's escrow account locked for the rest of the transaction, if it exists. */
export async function lockEscrow(tx: Tx, questId: string): Promise<AccountRow | undefined> {
  const ref = questEscrow(questId);
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, ref.kind),
        eq(ledgerAccounts.currency, 'TOKEN'),
        isNull(ledgerAccounts.userId),
        eq(ledgerAccounts.questId, questId),
      ),
    )
    .for('update');
  return row;
}

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
