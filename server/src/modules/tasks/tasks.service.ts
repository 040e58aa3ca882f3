import { ERROR_CODES } from '@questboard/contract/errors';
import { owned } from '@questboard/contract/permissions';
import { type CreateTaskBody, TASK_LIMITS, type Task, type UpdateTaskBody } from '@questboard/contract/tasks';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { tasks } from '../../db/schema/quests';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { assertCan, assertDashboard } from '../../lib/policy';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import type { QuestsService } from '../quests/quests.module';
import { findQuest, type QuestWithBrand, questNotFound, tasksOf, toTask } from '../quests/quests.module';

const taskNotFound = () => notFound('No task with this id.', ERROR_CODES.TASK_NOT_FOUND);
type List = { items: Task[]; total: number };

/** A quest's ordered tasks, edited by the brand's owner. */
export class TasksService {
  constructor(
    private readonly db: Database,
    private readonly questsService: QuestsService,
  ) {}

  /** The tasks of a quest the viewer may see, in order. */
  async ofQuest(viewer: Viewer, questId: string): Promise<List> {
    const quest = await this.questsService.visible(viewer, questId);
    return list(await tasksOf(this.db, quest.id));
  }

  /** Appends a task to a quest the user's brand owns. */
  async create(viewer: SignedInViewer, input: z.output<typeof CreateTaskBody>): Promise<Task> {
    return this.db.transaction(async (tx) => {
      const quest = await this.editableQuest(tx, viewer, 'create', input.questId);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int` })
        .from(tasks)
        .where(eq(tasks.questId, quest.id));
      if ((count?.n ?? 0) >= TASK_LIMITS.perQuest) {
        throw badRequest(ERROR_CODES.VALIDATION_ERROR, `A quest has at most ${TASK_LIMITS.perQuest} tasks`);
      }
      const [row] = await tx
        .insert(tasks)
        .values({
          questId: quest.id,
          ownerId: viewer.user.id,
          title: input.title,
          description: input.description || null,
          resultType: input.resultType,
          review: input.review,
          position: count?.next ?? 0,
        })
        .returning();
      return toTask(row as typeof tasks.$inferSelect);
    });
  }

  /** Changes a task's fields (brand owner only); absent fields keep their value. */
  async update(viewer: SignedInViewer, id: string, input: z.output<typeof UpdateTaskBody>): Promise<Task> {
    return this.db.transaction(async (tx) => {
      const task = await this.findTask(tx, id);
      await this.editableQuest(tx, viewer, 'update', task.questId);
      const changes = {
        ...(input.title ? { title: input.title } : {}),
        ...(input.description ? { description: input.description } : {}),
        ...(input.resultType ? { resultType: input.resultType } : {}),
        ...(input.review ? { review: input.review } : {}),
      };
      const [row] = await tx
        .update(tasks)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(tasks.id, id))
        .returning();
      return toTask(row as typeof tasks.$inferSelect);
    });
  }

  /** Deletes a task; the tasks after it move up one place. */
  async remove(viewer: SignedInViewer, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const task = await this.findTask(tx, id);
      await this.editableQuest(tx, viewer, 'delete', task.questId);
      await tx.delete(tasks).where(eq(tasks.id, id));
      // Two steps keep (quest, position) unique at every statement.
      const after = and(eq(tasks.questId, task.questId), gt(tasks.position, task.position));
      await tx
        .update(tasks)
        .set({ position: sql`-${tasks.position}` })
        .where(after);
      await tx
        .update(tasks)
        .set({ position: sql`-${tasks.position} - 1` })
        .where(and(eq(tasks.questId, task.questId), sql`${tasks.position} < 0`));
    });
  }

  /** Sets the order of all of a quest's tasks; `taskIds` must name each exactly once. */
  async reorder(viewer: SignedInViewer, questId: string, taskIds: string[]): Promise<List> {
    return this.db.transaction(async (tx) => {
      const quest = await this.editableQuest(tx, viewer, 'update', questId);
      const current = await tasksOf(tx, quest.id);
      const known = new Set(current.map((t) => t.id));
      if (
        new Set(taskIds).size !== taskIds.length ||
        taskIds.length !== known.size ||
        taskIds.some((id) => !known.has(id))
      ) {
        throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'taskIds: list every task of the quest exactly once');
      }
      await tx
        .update(tasks)
        .set({ position: sql`-1 - ${tasks.position}` })
        .where(eq(tasks.questId, quest.id));
      for (const [position, id] of taskIds.entries()) {
        await tx.update(tasks).set({ position, updatedAt: new Date() }).where(eq(tasks.id, id));
      }
      return list(await tasksOf(tx, quest.id));
    });
  }

  private async findTask(tx: Executor, id: string) {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    if (!task) throw taskNotFound();
    return task;
  }

  /** The quest, locked, if the viewer may `action` its tasks: dashboard role, brand owner, not ENDED. */
  private async editableQuest(
    tx: Executor,
    viewer: SignedInViewer,
    action: 'create' | 'update' | 'delete',
    questId: string,
  ): Promise<QuestWithBrand> {
    assertDashboard(viewer.ability);
    const quest = await findQuest(tx, questId);
    if (!quest) throw questNotFound();
    assertCan(viewer.ability, action, owned('Task', quest.brand.ownerId));
    if (quest.status === 'ENDED') throw conflict(ERROR_CODES.QUEST_ENDED, 'An ended quest cannot be changed.');
    await tx.execute(sql`select 1 from quests where id = ${quest.id} for update`);
    return quest;
  }
}

function list(rows: (typeof tasks.$inferSelect)[]): List {
  return { items: rows.map(toTask), total: rows.length };
}
