import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { quests } from '../../db/schema/quests';

/** Title and slug of the quests a page of ledger rows mentions, in one query. */
export async function questNames(
  db: Executor,
  rows: { questId: string | null }[],
): Promise<Map<string, { title: string | null; slug: string }>> {
  const ids = [...new Set(rows.flatMap((row) => (row.questId ? [row.questId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: quests.id, title: quests.title, slug: quests.slug })
    .from(quests)
    .where(inArray(quests.id, ids));
  return new Map(found.map((q) => [q.id, { title: q.title, slug: q.slug }]));
}
