import type { QuestRecurrence } from '@questboard/contract/constants';
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
import { nextPeriodStart, periodKey } from '../quests/quests.module';

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

/** A quest as far as its periods go: its id and how often it repeats. */
export type PeriodicQuest = { id: string; recurrence: QuestRecurrence };

/**
 * The person's participation in the quest's period holding `now` (a quest that happens once has one period): a
 * recurring quest's earlier periods are participations of their own, not this one.
 */
export async function findUserQuest(db: Executor, quest: PeriodicQuest, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(userQuests)
    .where(
      and(
        eq(userQuests.questId, quest.id),
        eq(userQuests.userId, userId),
        eq(userQuests.period, periodKey(quest.recurrence, now)),
      ),
    );
  return row;
}

/**
 * Each condition's and task's state for one participant, in the quest's order; `fresh`: as nothing was done yet (a
 * recurring quest's new period, before the person starts it: what an earlier period checked does not carry over).
 */
export async function progressOf(db: Executor, questId: string, userId: string, fresh = false) {
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
    conditions: conditions.map((c) => conditionProgress(c.id, c.action, fresh ? null : c)),
    tasks: steps.map((t) => ({
      taskId: t.id,
      status: toCheckStatus((fresh ? null : t.status) ?? 'OPEN'),
      result: fresh ? null : (t.result ?? null),
      note: fresh ? null : (t.note ?? null),
    })),
  };
}

/** The person's participation in the period holding `now` as the API shows it (NOT_STARTED without one). */
export async function presentUserQuest(
  db: Executor,
  quest: PeriodicQuest,
  userId: string,
  row: UserQuestRow | undefined,
  now: Date,
): Promise<UserQuest> {
  const recurring = quest.recurrence !== 'ONCE';
  const progress = await progressOf(db, quest.id, userId, recurring && !row);
  return {
    questId: quest.id,
    period: recurring ? periodKey(quest.recurrence, now) : null,
    nextPeriodAt: nextPeriodStart(quest.recurrence, now)?.toISOString() ?? null,
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
