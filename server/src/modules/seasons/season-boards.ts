import type { BrandBoardPeriod } from '@questboard/contract/seasons';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';
import { type StoredBoard, weekStart } from '../xp/xp.module';

/** Which XP a board sums: entries of these quests (a subquery of ids) created within [from, to). */
export interface BoardScope {
  quests: SQL;
  from: Date | null;
  to: Date | null;
}

/** A season's XP summed from its entries (the payout reads it so): its quests, within its window. */
export const seasonScope = (season: { id: string; startAt: Date; endAt: Date }): BoardScope => ({
  quests: sql`select quest_id from season_quests where season_id = ${season.id}`,
  from: season.startAt,
  to: season.endAt,
});

/** A season's board: its stored totals. */
export const seasonBoard = (season: { id: string; startAt: Date }): StoredBoard => ({
  key: `season:${season.id}`,
  table: sql.raw('xp_season_totals'),
  where: sql`b.season_id = ${season.id}`,
  since: season.startAt,
});

/**
 * A brand's board for a period: its stored totals all time or this week, or its current (or latest) season's board
 * (null when it has none).
 */
export async function brandBoard(
  db: Executor,
  brandId: string,
  period: BrandBoardPeriod,
  now: Date,
): Promise<StoredBoard | null> {
  if (period === 'all') {
    return {
      key: `brand:${brandId}`,
      table: sql.raw('xp_brand_totals'),
      where: sql`b.brand_id = ${brandId}`,
      since: null,
    };
  }
  if (period === 'week') {
    const since = weekStart(now);
    const week = since.toISOString().slice(0, 10);
    return {
      key: `brand:${brandId}:${week}`,
      table: sql.raw('xp_brand_weeks'),
      where: sql`b.brand_id = ${brandId} and b.week = ${week}::date`,
      since,
    };
  }
  const [season] = rowsOf<{ id: string; start_at: string }>(
    await db.execute(sql`
      select id, start_at::text from seasons
      where brand_id = ${brandId} and status = 'PUBLISHED' and start_at <= ${now.toISOString()}::timestamptz
      order by start_at desc limit 1
    `),
  );
  return season ? seasonBoard({ id: season.id, startAt: new Date(season.start_at) }) : null;
}

/**
 * `ranked (user_id, xp, reached_at, rank)`: each person's XP on the board, highest first, ties to who reached it
 * first (their last counted entry's time), then by id. One range of xp_entries_quest per quest of the scope.
 */
export function rankedSql(scope: BoardScope): SQL {
  const from = scope.from ? sql`and e.created_at >= ${scope.from.toISOString()}::timestamptz` : sql``;
  const to = scope.to ? sql`and e.created_at < ${scope.to.toISOString()}::timestamptz` : sql``;
  return sql`board as (
      select e.user_id, sum(e.amount)::bigint as xp, max(e.created_at) as reached_at
      from xp_entries e
      where e.quest_id in (${scope.quests}) ${from} ${to}
      group by e.user_id
    ), ranked as (
      select b.user_id, b.xp, b.reached_at, row_number() over (order by b.xp desc, b.reached_at, b.user_id)::int as rank
      from board b where b.xp > 0
    )`;
}
