import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { rowsOf } from '../../db/executor';
import { type QuestDistributionRow, questDistributions } from '../../db/schema/distribution';
import { uuidList } from '../../db/uuid-list';

/** A quest's distribution row (none: the quest pays first come), locked for the settlement when asked. */
export async function findDistribution(
  db: Executor,
  questId: string,
  lock = false,
): Promise<QuestDistributionRow | undefined> {
  const query = db.select().from(questDistributions).where(eq(questDistributions.questId, questId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const completedSql = (questId: string, cutoff: Date) =>
  sql`quest_id = ${questId} and completed_at is not null and completed_at <= ${cutoff.toISOString()}::timestamptz`;

/** Who completed the quest by `cutoff`, as a query with a `user_id` column (participation's table, read as the
 * quest's end makes it history). */
export const completedQuery = (questId: string, cutoff: Date) =>
  sql`select user_id from user_quests where ${completedSql(questId, cutoff)}`;

/** How many completed the quest by `cutoff`. */
export async function completedCount(tx: Tx, questId: string, cutoff: Date): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from user_quests where ${completedSql(questId, cutoff)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The frozen list's paid entries, as a query with a `user_id` column. */
export const paidEntriesQuery = (questId: string) =>
  sql`select user_id from distribution_entries where quest_id = ${questId} and place is not null and amount > 0`;

/**
 * Freezes who completed the quest by `cutoff`: one entry each, with the pseudonymous id contract/src/draw.ts
 * `pseudonymOf` computes (sha256 of "<questId>:<userId>", first 16 hex digits). With `share` (an equal split), each
 * entry is written paid: its place in list order and the share. Answers how many entries the list holds.
 */
export async function freezeEntries(tx: Tx, questId: string, cutoff: Date, share?: bigint): Promise<number> {
  const pseudonym = sql`substr(encode(sha256(convert_to(quest_id::text || ':' || user_id::text, 'UTF8')), 'hex'), 1, 16)`;
  const paid = share !== undefined && share > 0n;
  const result = await tx.execute(sql`
    insert into distribution_entries (quest_id, user_id, pseudonym, place, amount)
    select quest_id, user_id, pseudonym,
           ${paid ? sql`(row_number() over (order by pseudonym collate "C"))::int` : sql`null::int`},
           ${paid ? sql`${(share ?? 0n).toString()}::numeric` : sql`null::numeric`}
    from (select quest_id, user_id, ${pseudonym} as pseudonym from user_quests where ${completedSql(questId, cutoff)}) c
    on conflict do nothing
  `);
  const inserted =
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount;
  if (typeof inserted === 'number' && inserted > 0) return inserted;
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from distribution_entries where quest_id = ${questId}`),
  );
  return row?.n ?? 0;
}

export interface Entry {
  userId: string;
  pseudonym: string;
}

/** The frozen list in its public order: pseudonyms ascending, byte by byte (as JavaScript sorts them). */
export async function sortedEntries(db: Executor, questId: string): Promise<Entry[]> {
  const result = await db.execute(sql`
    select user_id, pseudonym from distribution_entries where quest_id = ${questId} order by pseudonym collate "C"
  `);
  return rowsOf<{ user_id: string; pseudonym: string }>(result).map((r) => ({
    userId: r.user_id,
    pseudonym: r.pseudonym,
  }));
}

/**
 * The frozen list ranked for TOP_N: by TIME, earliest completion first; by POINTS, most conditions and tasks
 * verified first, then earliest completion. The pseudonym breaks the last ties.
 */
export async function rankedEntries(
  tx: Tx,
  questId: string,
  score: 'POINTS' | 'TIME',
  limit: number,
): Promise<Entry[]> {
  const points =
    score === 'POINTS'
      ? sql`(select count(*) from condition_checks c where c.quest_id = e.quest_id and c.user_id = e.user_id and c.status = 'VERIFIED')
          + (select count(*) from task_results r where r.quest_id = e.quest_id and r.user_id = e.user_id and r.status = 'VERIFIED') desc,`
      : sql``;
  const result = await tx.execute(sql`
    select e.user_id, e.pseudonym
    from distribution_entries e join user_quests u on u.quest_id = e.quest_id and u.user_id = e.user_id
    where e.quest_id = ${questId}
    order by ${points} u.completed_at asc, e.pseudonym collate "C"
    limit ${limit}
  `);
  return rowsOf<{ user_id: string; pseudonym: string }>(result).map((r) => ({
    userId: r.user_id,
    pseudonym: r.pseudonym,
  }));
}

/** Writes each paid person's place and amount on their entry (one statement, however many). */
export async function recordPayouts(
  tx: Tx,
  questId: string,
  payouts: Array<{ userId: string; place: number; amount: bigint }>,
): Promise<void> {
  if (payouts.length === 0) return;
  await tx.execute(sql`
    update distribution_entries e set place = p.place, amount = p.amount
    from unnest(
      ${uuidList(payouts.map((p) => p.userId))},
      ${sql.param(payouts.map((p) => p.place))}::int[],
      ${sql.param(payouts.map((p) => p.amount.toString()))}::numeric[]
    ) as p(user_id, place, amount)
    where e.quest_id = ${questId} and e.user_id = p.user_id
  `);
}

/** Paid entries by place (at most `limit`), and the viewer's own entry when they have one. */
export async function paidEntries(db: Executor, questId: string, limit: number) {
  const result = await db.execute(sql`
    select pseudonym, place, amount::text as amount from distribution_entries
    where quest_id = ${questId} and place is not null order by place limit ${limit}
  `);
  return rowsOf<{ pseudonym: string; place: number; amount: string }>(result);
}

export async function entryOf(db: Executor, questId: string, userId: string) {
  const result = await db.execute(sql`
    select pseudonym, amount::text as amount from distribution_entries where quest_id = ${questId} and user_id = ${userId}
  `);
  return rowsOf<{ pseudonym: string; amount: string | null }>(result)[0];
}

/** Quests whose pool waits for its settlement although they ended (the sweep's work list). */
export async function endedUnsettled(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select d.quest_id from quest_distributions d join quests q on q.id = d.quest_id
    where d.state <> 'SETTLED' and d.mode <> 'FIRST_COME' and q.status <> 'DRAFT'
      and (q.status = 'ENDED' or (q.end_at is not null and q.end_at <= now()))
    limit ${limit}
  `);
  return rowsOf<{ quest_id: string }>(result).map((r) => r.quest_id);
}

/** Each user's participation id in the quest (what a paid reward's XP and notice are counted against). */
export async function participationIds(tx: Tx, questId: string, userIds: string[]): Promise<Map<string, string>> {
  const result = await tx.execute(sql`
    select id, user_id from user_quests where quest_id = ${questId} and user_id = any(${uuidList(userIds)})
  `);
  return new Map(rowsOf<{ id: string; user_id: string }>(result).map((r) => [r.user_id, r.id]));
}

/** Everyone on the frozen list, with the participation that put them there. */
export async function entrantsOf(tx: Tx, questId: string): Promise<{ userId: string; participationId: string }[]> {
  const result = await tx.execute(sql`
    select e.user_id, p.id from distribution_entries e
    join user_quests p on p.quest_id = e.quest_id and p.user_id = e.user_id
    where e.quest_id = ${questId}
  `);
  return rowsOf<{ user_id: string; id: string }>(result).map((r) => ({ userId: r.user_id, participationId: r.id }));
}

/** How many people the settlement paid (entries with a place and an amount above 0). */
export async function paidCount(db: Executor, questId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from distribution_entries where quest_id = ${questId} and place is not null and amount > 0
  `);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
