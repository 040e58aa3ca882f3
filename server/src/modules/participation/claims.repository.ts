import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { userQuests } from '../../db/schema/participation';
import { inUuids } from '../../db/uuid-list';
import { periodKey, periodStart } from '../quests/quests.module';
import type { PeriodicQuest } from './progress';

/**
 * The participations of these users in the quest, locked for the rest of the transaction (in id order): a recurring
 * quest's in the period holding `now` and the one before it (a completion at 23:59 may be claimed at 00:01).
 */
export function lockParticipations(tx: Tx, quest: PeriodicQuest, userIds: string[], now: Date) {
  const current = periodKey(quest.recurrence, now);
  const start = periodStart(quest.recurrence, now);
  const previous = start ? periodKey(quest.recurrence, new Date(start.getTime() - 1)) : current;
  return tx
    .select()
    .from(userQuests)
    .where(
      and(
        eq(userQuests.questId, quest.id),
        inUuids(userQuests.userId, userIds),
        inArray(userQuests.period, [...new Set([current, previous])]),
      ),
    )
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
