import type { TaskResultItem } from '@questboard/contract/reviews';
import type { ScoredRisk } from '@questboard/contract/risk';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taskResults } from '../../db/schema/participation';
import { tasks } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwner, loadQuest } from '../quests/quests.module';
import { toPublicUser } from '../users/users.module';

/** A score of nothing: a participant the risk batch did not answer for. */
export const NO_RISK: ScoredRisk = { score: 0, reasons: [], above: false };

/**
 * Every task result of a quest for its owner, newest first, whatever its state: results a task accepted
 * automatically are listed beside those waiting, approved or rejected, so the brand sees all it pays for. Each
 * carries its participant's risk score, read for the page's people in one batch (`risk`), as in the review queue.
 */
export async function listTaskResults(
  db: Database,
  viewer: SignedInViewer,
  questId: string,
  page: { offset: number; limit: number },
  risk: (questId: string, userIds: string[]) => Promise<Map<string, ScoredRisk>>,
): Promise<{ items: TaskResultItem[]; total: number }> {
  assertDashboard(viewer.ability);
  assertOwner(await loadQuest(db, questId), viewer);
  const ofQuest = eq(taskResults.questId, questId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ result: taskResults, task: tasks, user: users })
      .from(taskResults)
      .innerJoin(tasks, eq(tasks.id, taskResults.taskId))
      .innerJoin(users, eq(users.id, taskResults.userId))
      .where(ofQuest)
      .orderBy(desc(taskResults.updatedAt), desc(taskResults.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(taskResults).where(ofQuest),
  ]);
  const risks = await risk(questId, [...new Set(rows.map((row) => row.user.id))]);
  return {
    items: rows.map(({ result, task, user }) => ({
      id: result.id,
      taskId: task.id,
      taskTitle: task.title,
      user: toPublicUser(user),
      result: result.result,
      status: result.status,
      review: task.review,
      note: result.note,
      submittedAt: result.updatedAt.toISOString(),
      risk: risks.get(user.id) ?? NO_RISK,
    })),
    total: total?.n ?? 0,
  };
}
