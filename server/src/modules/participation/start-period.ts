import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { conditionChecks, taskResults, userQuests } from '../../db/schema/participation';
import { periodKey } from '../quests/quests.module';
import type { PeriodicQuest } from './progress';

/**
 * Starts the person's participation in the quest's period holding `now`, in the caller's transaction; answers its
 * id, or null when it had started already.
 * A recurring quest's new period starts from nothing: what the person checked and submitted in an earlier period is
 * cleared in the same transaction (docs/streaks.md: only the current period's checks are kept).
 */
export async function startPeriod(tx: Tx, quest: PeriodicQuest, userId: string, now: Date): Promise<string | null> {
  const started = await tx
    .insert(userQuests)
    .values({ questId: quest.id, userId, period: periodKey(quest.recurrence, now), startedAt: now })
    .onConflictDoNothing()
    .returning({ id: userQuests.id });
  const participationId = started[0]?.id ?? null;
  if (!participationId || quest.recurrence === 'ONCE') return participationId;
  await tx
    .delete(conditionChecks)
    .where(and(eq(conditionChecks.questId, quest.id), eq(conditionChecks.userId, userId)));
  await tx.delete(taskResults).where(and(eq(taskResults.questId, quest.id), eq(taskResults.userId, userId)));
  return participationId;
}
