import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conditionChecks } from '../../db/schema/participation';
import { questConditions } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import { activeQuest, startedQuest } from './active-quest';

/** A condition of a live quest the user has started. */
export async function activeCondition(db: Database, user: UserRow, conditionId: string, now = new Date()) {
  const [condition] = await db.select().from(questConditions).where(eq(questConditions.id, conditionId));
  if (!condition) throw notFound('This condition does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
  return { condition, quest: await activeQuest(db, user, condition.questId, now) };
}

/**
 * activeCondition for a check: with the user's check of it so far (one statement for both) and their row of the
 * quest's current period (a check asks the database as little as it can: fifty people check at once).
 */
export async function conditionToCheck(db: Database, user: UserRow, conditionId: string, now = new Date()) {
  const [found] = await db
    .select({ condition: questConditions, check: conditionChecks })
    .from(questConditions)
    .leftJoin(
      conditionChecks,
      and(eq(conditionChecks.questConditionId, questConditions.id), eq(conditionChecks.userId, user.id)),
    )
    .where(eq(questConditions.id, conditionId));
  if (!found) throw notFound('This condition does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
  return { ...found, ...(await startedQuest(db, user, found.condition.questId, now)) };
}
