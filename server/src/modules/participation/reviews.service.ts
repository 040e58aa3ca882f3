import { ERROR_CODES } from '@questboard/contract/errors';
import type { ReviewBatchResult, ReviewItem } from '@questboard/contract/reviews';
import type { ScoredRisk } from '@questboard/contract/risk';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Tx } from '../../db/executor';
import { conditionChecks, taskResults, userQuests } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { inUuids } from '../../db/uuid-list';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { ReviewDecided } from '../../events/domain-events';
import { conditionLabel } from '../../i18n/catalogue-names';
import type { ServerLanguage } from '../../i18n/i18n';
import { notFound } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { inTransaction } from '../ledger/ledger.module';
import { acceptsCompletion, assertOwner, loadQuest } from '../quests/quests.module';
import { toPublicUser } from '../users/users.module';
import { progressOfMany, stepsLeft } from './progress';
import { listTaskResults, NO_RISK } from './task-results-list';

type Kind = 'CONDITION' | 'TASK';

export interface ReviewHooks {
  /** Where the decisions are told ('reviews.decided', recorded in the decision's transaction). */
  events: Pick<DomainEvents, 'record'>;
  /** Pays a completed participant's reward (the claims' group-committing writer). */
  pay(userId: string, questId: string): Promise<unknown>;
  /** The risk scores of a page's participants in the quest, in one batch (the eligibility module's, handed in). */
  risk(questId: string, userIds: string[]): Promise<Map<string, ScoredRisk>>;
}

const tableOf = (kind: Kind) => (kind === 'CONDITION' ? conditionChecks : taskResults);
const gone = () => notFound('This is no longer waiting for review.', ERROR_CODES.REVIEW_NOT_FOUND);

/**
 * The brand owner's queue of condition checks and task results waiting for a decision, and the decisions. An approval
 * that leaves a participant with every step verified completes their quest in the same transaction and then pays
 * them through the claims' writer, so 500 approvals at once are paid in a batch, like 500 claims.
 */
export class ReviewsService {
  constructor(
    private readonly db: Database,
    private readonly hooks: ReviewHooks,
  ) {}

  /**
   * One page of what waits for the owner, oldest first: the page's ids come from both tables in one ordered query
   * (indexes `condition_checks_review`, `task_results_review`), then only those items are read in full, so a quest
   * with thousands waiting costs a page, not thousands of rows. Each item carries its participant's risk score, read
   * for the page's people in one batch.
   */
  async pending(
    viewer: SignedInViewer,
    questId: string,
    page: { offset: number; limit: number },
    language: ServerLanguage,
  ) {
    assertDashboard(viewer.ability);
    assertOwner(await loadQuest(this.db, questId), viewer);
    const [ids, counts] = await Promise.all([
      this.db.execute(sql`
        select kind, id from (
          select 'CONDITION' as kind, id, updated_at from condition_checks where quest_id = ${questId} and status = 'PENDING'
          union all
          select 'TASK' as kind, id, updated_at from task_results where quest_id = ${questId} and status = 'PENDING'
        ) waiting order by updated_at, kind, id limit ${page.limit} offset ${page.offset}`),
      this.db.execute(sql`
        select (select count(*) from condition_checks where quest_id = ${questId} and status = 'PENDING')
             + (select count(*) from task_results where quest_id = ${questId} and status = 'PENDING') as total`),
    ]);
    const order = rowsOf<{ kind: Kind; id: string }>(ids);
    const idsOf = (kind: Kind) => order.filter((row) => row.kind === kind).map((row) => row.id);
    const [checkIds, resultIds] = [idsOf('CONDITION'), idsOf('TASK')];
    const [checks, results] = await Promise.all([
      checkIds.length === 0
        ? []
        : this.db
            .select({ check: conditionChecks, condition: questConditions, user: users })
            .from(conditionChecks)
            .innerJoin(questConditions, eq(questConditions.id, conditionChecks.questConditionId))
            .innerJoin(users, eq(users.id, conditionChecks.userId))
            .where(and(inUuids(conditionChecks.id, checkIds), eq(conditionChecks.status, 'PENDING'))),
      resultIds.length === 0
        ? []
        : this.db
            .select({ result: taskResults, task: tasks, user: users })
            .from(taskResults)
            .innerJoin(tasks, eq(tasks.id, taskResults.taskId))
            .innerJoin(users, eq(users.id, taskResults.userId))
            .where(and(inUuids(taskResults.id, resultIds), eq(taskResults.status, 'PENDING'))),
    ]);
    const people = [...new Set([...checks, ...results].map((row) => row.user.id))];
    const risks = await this.hooks.risk(questId, people);
    const riskOf = (userId: string) => risks.get(userId) ?? NO_RISK;
    const items = new Map<string, ReviewItem>();
    for (const { check, condition, user } of checks) {
      items.set(check.id, {
        kind: 'CONDITION',
        id: check.id,
        questId,
        user: toPublicUser(user),
        label: conditionLabel(condition, language),
        submission: check.proof,
        submittedAt: check.updatedAt.toISOString(),
        risk: riskOf(user.id),
      });
    }
    for (const { result, task, user } of results) {
      items.set(result.id, {
        kind: 'TASK',
        id: result.id,
        questId,
        user: toPublicUser(user),
        label: task.title,
        submission: result.result,
        submittedAt: result.updatedAt.toISOString(),
        risk: riskOf(user.id),
      });
    }
    return {
      // Decided between the two reads: left out of this page rather than shown as waiting.
      items: order.flatMap((row) => items.get(row.id) ?? []),
      total: Number(rowsOf<{ total: string | number }>(counts)[0]?.total ?? 0),
    };
  }

  /** Every task result of the quest, newest first, accepted automatically or not (owner only). */
  allTaskResults(viewer: SignedInViewer, questId: string, page: { offset: number; limit: number }) {
    return listTaskResults(this.db, viewer, questId, page, this.hooks.risk);
  }

  /** One submission: 404 when it does not exist or was decided already (by another tab, say). */
  async decide(viewer: SignedInViewer, input: { kind: Kind; id: string; approve: boolean; note?: string }) {
    assertDashboard(viewer.ability);
    const table = tableOf(input.kind);
    const [item] = await this.db.select({ questId: table.questId }).from(table).where(eq(table.id, input.id));
    if (!item) throw notFound('Nothing to review with this id.', ERROR_CODES.REVIEW_NOT_FOUND);
    const { decided } = await this.decideMany(viewer, item.questId, {
      items: [{ kind: input.kind, id: input.id }],
      approve: input.approve,
      note: input.note,
    });
    if (decided === 0) throw gone();
    return { ok: true as const };
  }

  /**
   * Submissions of one quest, all approved or all rejected. Every listed one must belong to the quest (else 404 and
   * nothing changes); those already decided are left as they are and not counted.
   */
  async decideMany(
    viewer: SignedInViewer,
    questId: string,
    input: { items: Array<{ kind: Kind; id: string }>; approve: boolean; note?: string },
  ): Promise<ReviewBatchResult> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const idsOf = (kind: Kind) => input.items.filter((item) => item.kind === kind).map((item) => item.id);
    const status = input.approve ? 'VERIFIED' : 'REJECTED';
    const note = input.note || null;

    const { decided, completed, published } = await inTransaction(this.db, async (tx) => {
      const changed: ReviewDecided[] = [];
      let count = 0;
      for (const kind of ['CONDITION', 'TASK'] as const) {
        const ids = idsOf(kind);
        if (ids.length === 0) continue;
        const table = tableOf(kind);
        const ofQuest = and(eq(table.questId, questId), inUuids(table.id, ids));
        const found = await tx.select({ id: table.id }).from(table).where(ofQuest);
        if (found.length !== ids.length) {
          throw notFound('A submission in this list does not belong to this quest.', ERROR_CODES.REVIEW_NOT_FOUND);
        }
        const rows = await tx
          .update(table)
          .set({ status, note, updatedAt: new Date() })
          .where(and(ofQuest, eq(table.status, 'PENDING')))
          .returning({ userId: table.userId });
        count += rows.length;
        for (const userId of new Set(rows.map((row) => row.userId))) {
          changed.push({
            userId,
            questId,
            questTitle: quest.title,
            questSlug: quest.slug,
            approved: input.approve,
            kind,
          });
        }
      }
      const completed = input.approve && acceptsCompletion(quest) ? await this.completeDone(tx, questId, changed) : [];
      const published = changed.length ? await this.hooks.events.record(tx, 'reviews.decided', changed) : null;
      return { decided: count, completed, published };
    });
    await published?.();

    const payouts = await Promise.allSettled(completed.map((userId) => this.hooks.pay(userId, questId)));
    const paid = payouts.filter((p) => p.status === 'fulfilled').length;
    return { decided, completed: completed.length, paid, unpaid: payouts.length - paid };
  }

  /** Marks COMPLETED the started participations these decisions left with every step verified; answers their users. */
  private async completeDone(tx: Tx, questId: string, changed: ReviewDecided[]): Promise<string[]> {
    const userIds = [...new Set(changed.map((c) => c.userId))];
    if (userIds.length === 0) return [];
    const progress = await progressOfMany(tx, questId, userIds);
    const done = userIds.filter((userId) => {
      const steps = progress.get(userId);
      return steps !== undefined && stepsLeft(steps) === 0;
    });
    if (done.length === 0) return [];
    const rows = await tx
      .update(userQuests)
      .set({ status: 'COMPLETED', completedAt: new Date() })
      .where(
        and(
          eq(userQuests.questId, questId),
          inUuids(userQuests.userId, done),
          eq(userQuests.status, 'STARTED'),
          // A recurring quest's checks are its latest period's: an abandoned earlier period stays as it was.
          sql`${userQuests.period} = (select max(u.period) from user_quests u
            where u.quest_id = ${userQuests.questId} and u.user_id = ${userQuests.userId})`,
        ),
      )
      .returning({ userId: userQuests.userId });
    return rows.map((row) => row.userId);
  }
}
