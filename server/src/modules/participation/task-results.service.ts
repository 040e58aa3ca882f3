import { ERROR_CODES } from '@questboard/contract/errors';
import type { TaskProgress } from '@questboard/contract/participation';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taskResults } from '../../db/schema/participation';
import { tasks } from '../../db/schema/quests';
import type { UserRow } from '../../db/schema/users';
import { DomainEvents } from '../../events/domain-event-bus';
import { badRequest, notFound } from '../../lib/app-error';
import { invalidField } from '../../lib/field-error';
import { saveImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { LoadedQuest } from '../quests/quests.module';
import { activeQuest } from './active-quest';

/** Participants' task results: accepted at once when the task says so, else waiting for the brand owner's review. */
export class TaskResultsService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
    /** Hears 'submission.waiting' once a result waits for the brand owner's review. */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
    /** What time it is: a recurring quest's period is the one holding it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submitTask(user: UserRow, input: { taskId: string; result: string }): Promise<TaskProgress> {
    const { task, quest } = await this.activeTask(user, input.taskId);
    if (task.resultType !== 'TEXT' && !/^https?:\/\/\S+$/i.test(input.result)) {
      throw invalidField('result', 'link_result');
    }
    return this.storeResult(user, task, quest, input.result);
  }

  /** An image task's result sent as a file: judged by its bytes and re-encoded, stored, then reviewed as the task says. */
  async submitTaskImage(user: UserRow, taskId: string, file: Buffer | undefined): Promise<TaskProgress> {
    const { task, quest } = await this.activeTask(user, taskId);
    if (task.resultType !== 'IMAGE') {
      throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'This task takes a link or a text, not an image.');
    }
    if (!file) throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'Choose an image to send.');
    const url = await saveImage(this.storage, `task-results/${quest.id}`, file);
    return this.storeResult(user, task, quest, url);
  }

  private async activeTask(user: UserRow, taskId: string) {
    const [task] = await this.db.select().from(tasks).where(eq(tasks.id, taskId));
    if (!task) throw notFound('This task does not exist.', ERROR_CODES.TASK_NOT_FOUND);
    return { task, quest: await activeQuest(this.db, user, task.questId, this.now()) };
  }

  private async storeResult(
    user: UserRow,
    task: typeof tasks.$inferSelect,
    quest: LoadedQuest,
    result: string,
  ): Promise<TaskProgress> {
    const [existing] = await this.db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.taskId, task.id), eq(taskResults.userId, user.id)));
    if (existing?.status === 'VERIFIED') {
      return { taskId: task.id, status: 'VERIFIED', result: existing.result, note: existing.note };
    }
    // The brand chose per task: accept at once, or look first (docs/domain.md, Task).
    const status = task.review === 'AUTO' ? 'VERIFIED' : 'PENDING';
    // What waits is told in the same transaction as the result, so an instance dying after the commit loses no event.
    const told = await this.db.transaction(async (tx) => {
      await tx
        .insert(taskResults)
        .values({ taskId: task.id, questId: quest.id, userId: user.id, result, status })
        .onConflictDoUpdate({
          target: [taskResults.taskId, taskResults.userId],
          set: { result, status, note: null, updatedAt: new Date() },
        });
      if (status !== 'PENDING') return null;
      return this.events.record(tx, 'submission.waiting', {
        questId: quest.id,
        ownerId: quest.ownerId,
        what: { task: task.title },
      });
    });
    await told?.();
    return { taskId: task.id, status, result, note: null };
  }
}
