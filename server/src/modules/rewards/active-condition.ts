import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questConditions } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/app-error';
import { assertVisible, phaseOf } from '../quests/quest-rules';
import { findUserQuest } from './progress';
import { loadQuest, type QuestForMoney } from './quest-access';

/** A live quest the user has started (409 QUEST_NOT_LIVE / NOT_STARTED otherwise). */
export async function activeQuest(db: Database, user: UserRow, questId: string): Promise<QuestForMoney> {
  const quest = await loadQuest(db, questId);
  assertVisible(quest, user.id);
  if (phaseOf(quest) !== 'LIVE') throw conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest is not live.');
  const row = await findUserQuest(db, questId, user.id);
  if (!row) throw conflict(ERROR_CODES.NOT_STARTED, 'Start the quest first.');
  return quest;
}

/** A condition of a live quest the user has started. */
export async function activeCondition(db: Database, user: UserRow, conditionId: string) {
  const [condition] = await db.select().from(questConditions).where(eq(questConditions.id, conditionId));
  if (!condition) throw notFound('This condition does not exist.', ERROR_CODES.CONDITION_NOT_FOUND);
  return { condition, quest: await activeQuest(db, user, condition.questId) };
}
