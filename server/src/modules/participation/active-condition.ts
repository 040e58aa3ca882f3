import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questConditions } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import { activeQuest } from './active-quest';

/** A condition of a live quest the user has started. */
export async function activeCondition(db: Database, user: UserRow, conditionId: string, now = new Date()) {
  const [condition] = await db.select().from(questConditions).where(eq(questConditions.id, conditionId));
  if (!condition) throw notFound('This condition does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
  return { condition, quest: await activeQuest(db, user, condition.questId, now) };
}
