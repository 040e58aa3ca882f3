import { formatTokens } from '@questboard/contract/money';
import {
  type CheckStatus,
  type ConditionProgress,
  PARTICIPATION_LIMITS,
  type UserQuest,
} from '@questboard/contract/participation';
import type { SocialAccountNetwork } from '@questboard/contract/socials';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { conditionChecks, taskResults, type UserQuestRow, userQuests } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';
import { inUuids } from '../../db/uuid-list';

/** The database's OPEN (nothing decided) is the API's NOT_DONE. */
export const toCheckStatus = (status: string): CheckStatus =>
  status === 'OPEN' ? 'NOT_DONE' : (status as CheckStatus);

const SOCIAL = new Set(['FOLLOW', 'LIKE', 'REPOST', 'COMMENT', 'JOIN']);

/** One condition's state as the API shows it, from its action and the participant's check row (if any). */
export function conditionProgress(
  id: string,
  action: string,
  check: {
    status: string | null;
    note: string | null;
    recheckAt: Date | null;
    failedChecks: number | null;
    wrongAnswers?: number | null;
    connectNetwork?: string | null;
  } | null,
): ConditionProgress {
  const status = check?.status ?? 'OPEN';
  const wrong = check?.wrongAnswers ?? 0;
  return {
    questConditionId: id,
    status: toCheckStatus(status),
    note: check?.note ?? null,
    quizTriesLeft:
      action === 'QUIZ' && wrong > 0 ? Math.max(0, PARTICIPATION_LIMITS.quizWrongAnswersMax - wrong) : null,
    recheckAt: status === 'OPEN' ? (check?.recheckAt?.toISOString() ?? null) : null,
    connect: status === 'OPEN' ? ((check?.connectNetwork as SocialAccountNetwork | null | undefined) ?? null) : null,
    canAskReview:
      status === 'OPEN' &&
      SOCIAL.has(action) &&
      (check?.failedChecks ?? 0) >= PARTICIPATION_LIMITS.reviewAfterFailedChecks,
  };
}

export async function findUserQuest(db: Executor, questId: string, userId: string, lock = false) {
  const query = db
    .select()
    .from(userQuests)
    .where(and(eq(userQuests.questId, questId), eq(userQuests.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Each condition's and task's state for one participant, in the quest's order. */
export async function progressOf(db: Executor, questId: string, userId: string) {
  const [conditions, steps] = [
    await db
      .select({
        id: questConditions.id,
        action: questConditions.action,
        status: conditionChecks.status,
        note: conditionChecks.note,
        recheckAt: conditionChecks.recheckAt,
        connectNetwork: conditionChecks.connectNetwork,
        failedChecks: conditionChecks.failedChecks,
        wrongAnswers: conditionChecks.wrongAnswers,
      })
      .from(questConditions)
      .leftJoin(
        conditionChecks,
        and(eq(conditionChecks.questConditionId, questConditions.id), eq(conditionChecks.userId, userId)),
      )
      .where(eq(questConditions.questId, questId))
      .orderBy(asc(questConditions.position)),
    await db
      .select({ id: tasks.id, status: taskResults.status, result: taskResults.result, note: taskResults.note })
      .from(tasks)
      .leftJoin(taskResults, and(eq(taskResults.taskId, tasks.id), eq(taskResults.userId, userId)))
      .where(eq(tasks.questId, questId))
      .orderBy(asc(tasks.position)),
  ];
  return {
    conditions: conditions.map((c) => conditionProgress(c.id, c.action, c)),
    tasks: steps.map((t) => ({
      taskId: t.id,
      status: toCheckStatus(t.status ?? 'OPEN'),
      result: t.result ?? null,
      note: t.note ?? null,
    })),
  };
}

export async function presentUserQuest(
  db: Executor,
  questId: string,
  userId: string,
  row: UserQuestRow | undefined,
): Promise<UserQuest> {
  const progress = await progressOf(db, questId, userId);
  return {
    questId,
    status: row?.status ?? 'NOT_STARTED',
    startedAt: row?.startedAt.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
    claimedAt: row?.claimedAt?.toISOString() ?? null,
    claimedAmount: row?.claimedAmount == null ? null : formatTokens(row.claimedAmount),
    ...progress,
  };
}

type Progress = Awaited<ReturnType<typeof progressOf>>;

/** How many conditions and tasks are not verified yet (a quest completes at 0). */
export const stepsLeft = (progress: Progress): number =>
  [...progress.conditions, ...progress.tasks].filter((step) => step.status !== 'VERIFIED').length;

/** progressOf for many participants of one quest at once: two queries whatever their number. */
export async function progressOfMany(db: Executor, questId: string, userIds: string[]): Promise<Map<string, Progress>> {
  const [conditionRows, taskRows] = [
    await db
      .select({
        id: questConditions.id,
        action: questConditions.action,
        userId: conditionChecks.userId,
        status: conditionChecks.status,
        note: conditionChecks.note,
        recheckAt: conditionChecks.recheckAt,
        connectNetwork: conditionChecks.connectNetwork,
        failedChecks: conditionChecks.failedChecks,
        wrongAnswers: conditionChecks.wrongAnswers,
      })
      .from(questConditions)
      .leftJoin(
        conditionChecks,
        and(eq(conditionChecks.questConditionId, questConditions.id), inUuids(conditionChecks.userId, userIds)),
      )
      .where(eq(questConditions.questId, questId))
      .orderBy(asc(questConditions.position)),
    await db
      .select({
        id: tasks.id,
        userId: taskResults.userId,
        status: taskResults.status,
        result: taskResults.result,
        note: taskResults.note,
      })
      .from(tasks)
      .leftJoin(taskResults, and(eq(taskResults.taskId, tasks.id), inUuids(taskResults.userId, userIds)))
      .where(eq(tasks.questId, questId))
      .orderBy(asc(tasks.position)),
  ];
  const actionOf = new Map(conditionRows.map((row) => [row.id, row.action]));
  const conditionIds = [...actionOf.keys()];
  const taskIds = [...new Set(taskRows.map((row) => row.id))];
  const checkOf = new Map(conditionRows.map((row) => [`${row.id}:${row.userId}`, row]));
  const resultOf = new Map(taskRows.map((row) => [`${row.id}:${row.userId}`, row]));
  return new Map(
    userIds.map((userId) => [
      userId,
      {
        conditions: conditionIds.map((id) =>
          conditionProgress(id, actionOf.get(id) ?? '', checkOf.get(`${id}:${userId}`) ?? null),
        ),
        tasks: taskIds.map((id) => {
          const result = resultOf.get(`${id}:${userId}`);
          return {
            taskId: id,
            status: toCheckStatus(result?.status ?? 'OPEN'),
            result: result?.result ?? null,
            note: result?.note ?? null,
          };
        }),
      },
    ]),
  );
}
