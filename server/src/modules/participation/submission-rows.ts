import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keysetRows } from '../../db/keyset-rows';
import { conditionChecks, taskResults } from '../../db/schema/participation';
import { questConditions, tasks } from '../../db/schema/quests';
import { users } from '../../db/schema/users';
import { spreadsheetSafe } from '../../lib/spreadsheet-safe';

const iso = (at: Date) => at.toISOString();

/**
 * What a quest's participants submitted, for the submissions export (EXPORT_COLUMNS.submissions): every task's
 * results, then every condition's checks that went past OPEN (proof sent, verified or rejected). Each item is read
 * page by page in user order, the order of its (item, user) unique index, so no page sorts the whole quest. What
 * people typed is made safe to open in a spreadsheet.
 */
export async function* submissionRows(db: Database, questId: string, pageSize: number): AsyncGenerator<string[]> {
  const questTasks = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(eq(tasks.questId, questId))
    .orderBy(asc(tasks.position));
  for (const task of questTasks) {
    const results = keysetRows(
      pageSize,
      (afterUser: string | null) =>
        db
          .select({ row: taskResults, username: users.username })
          .from(taskResults)
          .innerJoin(users, eq(users.id, taskResults.userId))
          .where(and(eq(taskResults.taskId, task.id), afterUser ? gt(taskResults.userId, afterUser) : undefined))
          .orderBy(asc(taskResults.userId))
          .limit(pageSize),
      ({ row }) => row.userId,
    );
    for await (const { row, username } of results) {
      yield [
        'task',
        task.id,
        spreadsheetSafe(task.title),
        row.userId,
        username,
        row.status,
        spreadsheetSafe(row.result),
        spreadsheetSafe(row.note ?? ''),
        iso(row.updatedAt),
      ];
    }
  }
  const conditions = await db
    .select({ id: questConditions.id, network: questConditions.network, action: questConditions.action })
    .from(questConditions)
    .where(eq(questConditions.questId, questId))
    .orderBy(asc(questConditions.position));
  for (const condition of conditions) {
    const title = `${condition.network} ${condition.action}`;
    const checks = keysetRows(
      pageSize,
      (afterUser: string | null) =>
        db
          .select({ row: conditionChecks, username: users.username })
          .from(conditionChecks)
          .innerJoin(users, eq(users.id, conditionChecks.userId))
          .where(
            and(
              eq(conditionChecks.questConditionId, condition.id),
              ne(conditionChecks.status, 'OPEN'),
              afterUser ? gt(conditionChecks.userId, afterUser) : undefined,
            ),
          )
          .orderBy(asc(conditionChecks.userId))
          .limit(pageSize),
      ({ row }) => row.userId,
    );
    for await (const { row, username } of checks) {
      yield [
        'condition',
        condition.id,
        title,
        row.userId,
        username,
        row.status,
        spreadsheetSafe(row.proof ?? ''),
        spreadsheetSafe(row.note ?? ''),
        iso(row.updatedAt),
      ];
    }
  }
}
