import { ERROR_CODES } from '@questboard/contract/errors';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { conflict } from '../../lib/app-error';
import { assertVisible, type LoadedQuest, loadQuest, phaseOf } from '../quests/quests.module';
import { findUserQuest } from './progress';

/** The quest, when it is live and the user has started its period holding `now` (404 when hidden, 409 otherwise). */
export async function activeQuest(db: Database, user: UserRow, questId: string, now: Date): Promise<LoadedQuest> {
  const quest = await loadQuest(db, questId);
  assertVisible(quest, user);
  if (phaseOf(quest, now) !== 'LIVE') throw conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest is not live.');
  const row = await findUserQuest(db, quest, user.id, now);
  if (!row) throw conflict(ERROR_CODES.NOT_STARTED, 'Start the quest first.');
  return quest;
}
