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
      returning user_id, amount, quest_id, created_at
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
    ), scoped as (
      select array_agg(user_id) as users, array_agg(amount) as amounts, array_agg(quest_id) as quests
      from added where quest_id is not null
    )
    select (select count(*) from added)::int as added, (select count(*) from totals where xp < 0)::int as negative,
      scoped.users::text[] as users, scoped.amounts as amounts, scoped.quests::text[] as quests
    from scoped
  `);
  const [row] = rowsOf<{
    added: number;
    negative: number;
    users: string[] | null;
    amounts: number[] | null;
    quests: string[] | null;
  }>(result);
  if (row && row.negative > 0) throw new NegativeXp();
  if (row?.users?.length && row.amounts && row.quests) {
    await addToBoardTotals(tx, row.users, row.amounts, row.quests);
  }
  return row?.added ?? 0;
}

/**
 * What the new entries from quests add to the stored season and brand boards (all time and this week): one upsert per
 * table, people in order.
 * A separate statement from the entries' insert on purpose: its `for key share` of season_quests waits for a season
 * being created right now (which holds season_quests in EXCLUSIVE mode while it fills its totals from the entries
 * already committed), and its snapshot, taken after that wait, then sees the new season — so each entry is counted
 * by exactly one of the two. Entries of this transaction were created at now(): a season counts them when its
 * window holds now().
 */
async function addToBoardTotals(tx: Tx, users: string[], amounts: number[], questIds: string[]): Promise<void> {
  await tx.execute(sql`
    with a as (
      select * from unnest(${uuidList(users)}, ${sql.param(amounts)}::int[], ${uuidList(questIds)})
        as a(user_id, amount, quest_id)
    ), held as (
      select sq.quest_id, sq.season_id from season_quests sq
      where sq.quest_id = any(${uuidList([...new Set(questIds)])})
      for key share
    ), seasoned as (
      insert into xp_season_totals (season_id, user_id, xp, reached_at)
      select h.season_id, a.user_id, sum(a.amount)::bigint, now()
      from a
      join held h on h.quest_id = a.quest_id
      join seasons s on s.id = h.season_id and s.start_at <= now() and now() < s.end_at
      group by h.season_id, a.user_id
      order by h.season_id, a.user_id
      on conflict (season_id, user_id) do update
        set xp = xp_season_totals.xp + excluded.xp, reached_at = excluded.reached_at
    ), branded as (
      select q.brand_id, a.user_id, sum(a.amount)::bigint as xp
      from a join quests q on q.id = a.quest_id
      where q.brand_id is not null
      group by q.brand_id, a.user_id
    ), brand_weeks as (
      insert into xp_brand_weeks (brand_id, week, user_id, xp, reached_at)
      select brand_id, date_trunc('week', now() at time zone 'UTC')::date, user_id, xp, now()
      from branded order by brand_id, user_id
      on conflict (brand_id, week, user_id) do update
        set xp = xp_brand_weeks.xp + excluded.xp, reached_at = excluded.reached_at
    )
    insert into xp_brand_totals (brand_id, user_id, xp, reached_at)
    select brand_id, user_id, xp, now() from branded order by brand_id, user_id
    on conflict (brand_id, user_id) do update
      set xp = xp_brand_totals.xp + excluded.xp, reached_at = excluded.reached_at
  `);
}

/** A correction larger than the XP it corrects. */
export class NegativeXp extends Error {
  constructor() {
    super('This would take a person’s XP below zero.');
  }
}
