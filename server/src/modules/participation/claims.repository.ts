import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { userQuests } from '../../db/schema/participation';
import { inUuids } from '../../db/uuid-list';

/** The participations of these users in the quest, locked for the rest of the transaction (in id order). */
export function lockParticipations(tx: Tx, questId: string, userIds: string[]) {
  return tx
    .select()
    .from(userQuests)
    .where(and(eq(userQuests.questId, questId), inUuids(userQuests.userId, userIds)))
    .orderBy(asc(userQuests.id))
    .for('update');
}

/** Marks these participations CLAIMED with the amount paid (the caller holds their locks). */
export async function markClaimed(
  tx: Tx,
  input: { participationIds: string[]; amount: bigint; claimedAt: Date },
): Promise<void> {
  if (input.participationIds.length === 0) return;
  await tx
    .update(userQuests)
    .set({ status: 'CLAIMED', claimedAt: input.claimedAt, claimedAmount: input.amount })
    .where(inUuids(userQuests.id, input.participationIds));
}
