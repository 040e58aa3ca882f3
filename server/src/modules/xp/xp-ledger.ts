import type { XpSource } from '@questboard/contract/constants';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';

/** One award: `amount` XP to `userId` for `source` / `sourceId` (counted once per person, however often it is sent). */
export interface XpAward {
  userId: string;
  amount: number;
  source: XpSource;
  sourceId: string;
  questId?: string | null;
}

/**
 * Adds awards to the XP ledger in the caller's transaction, in one statement whatever their number (a claim batch of
 * 500 pays one): each award becomes an entry unless its source already counted for that person (the unique key), and
 * what was added goes into each person's total and this week's total (weeks start Monday 00:00 UTC), people in id
 * order (the same lock order in every transaction). Entries of one transaction share its time (now()), which is
 * when their totals were reached. Answers how many awards were new; throws NegativeXp (the caller's transaction then
 * rolls back) when a correction would take someone's XP below zero.
 */
export async function awardXp(tx: Tx, awards: XpAward[]): Promise<number> {
  if (awards.length === 0) return 0;
  const result = await tx.execute(sql`
    with added as (
      insert into xp_entries (user_id, amount, source, source_id, quest_id)
      select * from unnest(
        ${uuidList(awards.map((a) => a.userId))},
        ${sql.param(awards.map((a) => a.amount))}::int[],
        ${sql.param(awards.map((a) => a.source))}::text[],
        ${uuidList(awards.map((a) => a.sourceId))},
        ${sql.param(awards.map((a) => a.questId ?? null))}::uuid[]
      )
      on conflict (user_id, source, source_id) do nothing
      returning user_id, amount, created_at
    ), per_user as (
      select user_id, sum(amount)::bigint as amount, max(created_at) as at from added group by user_id
    ), totals as (
      insert into xp_totals (user_id, xp, reached_at)
      select user_id, amount, at from per_user order by user_id
      on conflict (user_id) do update set xp = xp_totals.xp + excluded.xp, reached_at = excluded.reached_at
      returning xp
    ), weeks as (
      insert into xp_weeks (user_id, week, xp, reached_at)
      select user_id, date_trunc('week', at at time zone 'UTC')::date, amount, at from per_user order by user_id
      on conflict (user_id, week) do update set xp = xp_weeks.xp + excluded.xp, reached_at = excluded.reached_at
    )
    select (select count(*) from added)::int as added, (select count(*) from totals where xp < 0)::int as negative
  `);
  const [row] = rowsOf<{ added: number; negative: number }>(result);
  if (row && row.negative > 0) throw new NegativeXp();
  return row?.added ?? 0;
}

/** A correction larger than the XP it corrects. */
export class NegativeXp extends Error {
  constructor() {
    super('This would take a person’s XP below zero.');
  }
}
