import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { questAppeals } from '../../db/schema/eligibility';

/** True when the brand accepted `userId`'s appeal of the quest's rules. */
export async function acceptedAppeal(db: Database, questId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questAppeals.id })
    .from(questAppeals)
    .where(
      and(eq(questAppeals.questId, questId), eq(questAppeals.userId, userId), eq(questAppeals.status, 'ACCEPTED')),
    );
  return Boolean(row);
}

export async function findAppeal(db: Database | Tx, questId: string, userId: string) {
  const [row] = await db
    .select()
    .from(questAppeals)
    .where(and(eq(questAppeals.questId, questId), eq(questAppeals.userId, userId)));
  return row ?? null;
}

/** A quest's appeals, waiting ones first, then the newest decided. */
export function appealsOf(db: Database, questId: string) {
  return db
    .select()
    .from(questAppeals)
    .where(eq(questAppeals.questId, questId))
    .orderBy(sql`(${questAppeals.status} = 'PENDING') desc`, asc(questAppeals.createdAt))
    .limit(200);
}
