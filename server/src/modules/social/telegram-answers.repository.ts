import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { telegramLoginAnswers } from '../../db/schema/social';

/**
 * Records that this user used the widget answer whose signature hashes to `answerHash`; false when another account
 * used it first (the same account using it again is fine: a double click). One statement, so two accounts sending
 * one answer at once cannot both take it. Answers past their day go first: they are refused on their age anyway.
 */
export async function takeTelegramAnswer(
  db: Executor,
  answer: { answerHash: string; userId: string; expiresAt: Date },
): Promise<boolean> {
  await db.delete(telegramLoginAnswers).where(lt(telegramLoginAnswers.expiresAt, sql`now()`));
  const taken = await db
    .insert(telegramLoginAnswers)
    .values(answer)
    .onConflictDoUpdate({
      target: telegramLoginAnswers.answerHash,
      set: { expiresAt: sql`excluded.expires_at` },
      setWhere: sql`${telegramLoginAnswers.userId} = excluded.user_id`,
    })
    .returning({ userId: telegramLoginAnswers.userId });
  return taken.length > 0;
}
