import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conditionChecks, taskResults } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { conditionLabel } from '../../i18n/catalogue-names';
import { notFound } from '../../lib/app-error';
import { type Actor, assertDashboard } from '../auth/policy';
import { assertOwner, loadQuest } from '../quests/quest-access';
import { toPublicUser } from '../users/users.presenter';

export interface ReviewDecided {
  userId: string;
  questId: string;
  approved: boolean;
  kind: 'CONDITION' | 'TASK';
}

/** The brand owner's queue of condition checks and task results waiting for a decision. */
export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly onDecided: (decided: ReviewDecided) => Promise<void> = async () => undefined,
  ) {}

  async pending(actor: Actor, questId: string, page: { offset: number; limit: number }) {
    assertDashboard(actor.ability);
    assertOwner(await loadQuest(this.db, questId), actor);
    const [checks, results] = await Promise.all([
      this.db
        .select({ check: conditionChecks, condition: questConditions, user: users })
        .from(conditionChecks)
        .innerJoin(questConditions, eq(questConditions.id, conditionChecks.questConditionId))
        .innerJoin(users, eq(users.id, conditionChecks.userId))
        .where(and(eq(conditionChecks.questId, questId), eq(conditionChecks.status, 'PENDING'))),
      this.db
        .select({ result: taskResults, task: tasks, user: users })
        .from(taskResults)
        .innerJoin(tasks, eq(tasks.id, taskResults.taskId))
        .innerJoin(users, eq(users.id, taskResults.userId))
        .where(and(eq(taskResults.questId, questId), eq(taskResults.status, 'PENDING'))),
    ]);
    const items = [
      ...checks.map(({ check, condition, user }) => ({
        kind: 'CONDITION' as const,
        id: check.id,
        questId,
        user: toPublicUser(user),
        label: conditionLabel(condition),
        submission: check.proof,
        submittedAt: check.updatedAt.toISOString(),
      })),
      ...results.map(({ result, task, user }) => ({
        kind: 'TASK' as const,
        id: result.id,
        questId,
        user: toPublicUser(user),
        label: task.title,
        submission: result.result,
        submittedAt: result.updatedAt.toISOString(),
      })),
    ].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    return { items: items.slice(page.offset, page.offset + page.limit), total: items.length };
  }

  async decide(actor: Actor, input: { kind: 'CONDITION' | 'TASK'; id: string; approve: boolean; note?: string }) {
    assertDashboard(actor.ability);
    const table = input.kind === 'CONDITION' ? conditionChecks : taskResults;
    const [item] = await this.db
      .select({ questId: table.questId, userId: table.userId, status: table.status })
      .from(table)
      .where(eq(table.id, input.id));
    if (!item) throw notFound('Nothing to review with this id.', ERROR_CODES.REVIEW_NOT_FOUND);
    assertOwner(await loadQuest(this.db, item.questId), actor);
    if (item.status !== 'PENDING')
      throw notFound('This is no longer waiting for review.', ERROR_CODES.REVIEW_NOT_FOUND);
    const status = input.approve ? 'VERIFIED' : 'REJECTED';
    await this.db
      .update(table)
      .set({ status, note: input.note || null, updatedAt: new Date() })
      .where(and(eq(table.id, input.id), eq(table.status, 'PENDING')));
    await this.onDecided({
      userId: item.userId,
      questId: item.questId,
      approved: input.approve,
      kind: input.kind,
    });
    return { ok: true as const };
  }
}
