import { levelOf } from '@questboard/contract/levels';
import type { BrandBoardPeriod } from '@questboard/contract/seasons';
import type { Leaderboard, LeaderboardEntry } from '@questboard/contract/xp';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';
import { weekStart } from '../xp/xp.module';

/** Which XP a board sums: entries of these quests (a subquery of ids) created within [from, to). */
export interface BoardScope {
  quests: SQL;
  from: Date | null;
  to: Date | null;
}

/** A season's board: its quests, within its window. */
export const seasonScope = (season: { id: string; startAt: Date; endAt: Date }): BoardScope => ({
  quests: sql`select quest_id from season_quests where season_id = ${season.id}`,
  from: season.startAt,
  to: season.endAt,
});

/**
 * A board read from stored totals (xp_season_totals / xp_brand_totals): `where` picks the scope's rows; its rank
 * index (scope, xp desc, reached_at, user_id) hands them over in board order.
 */
export interface TotalsBoard {
  /** Names the board for the count cache: 'season:<id>', 'brand:<id>'. */
  key: string;
  table: SQL;
  where: SQL;
  since: Date | null;
}

/** Where a board's rows come from: stored totals, or (a brand's week) a sum of the entries. */
export type Board = { totals: TotalsBoard } | { scope: BoardScope };

/** A season's board: its stored totals. */
export const seasonBoard = (season: { id: string; startAt: Date }): Board => ({
  totals: {
    key: `season:${season.id}`,
    table: sql.raw('xp_season_totals'),
    where: sql`b.season_id = ${season.id}`,
    since: season.startAt,
  },
});

/**
 * A brand's board for a period: its stored totals (all time), this week's entries summed, or its current (or latest)
 * season's board.
 */
export async function brandBoard(
  db: Executor,
  brandId: string,
  period: BrandBoardPeriod,
  now: Date,
): Promise<Board | null> {
  if (period === 'all') {
    return {
      totals: {
        key: `brand:${brandId}`,
        table: sql.raw('xp_brand_totals'),
        where: sql`b.brand_id = ${brandId}`,
        since: null,
      },
    };
  }
  const quests = sql`select id from quests where brand_id = ${brandId}`;
  if (period === 'week') return { scope: { quests, from: weekStart(now), to: null } };
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

interface Row {
  n: number;
  user_id: string | null;
  xp: string;
  rank: number;
  total: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
}

/**
 * How many people a stored board holds, counted at most once per `ttlMs` per board: the count reads the whole
 * board's range of its index (10 ms at 20,000 people on a busy machine, and it was most of a read's CPU under load),
 * while the page and the ranks stay exact. The pager's total may lag new people by that long.
 */
export class BoardSizes {
  private readonly sizes = new Map<string, { n: Promise<number>; at: number }>();
  constructor(
    private readonly ttlMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = this.now();
    const known = this.sizes.get(key);
    if (known && now - known.at < this.ttlMs) return known.n;
    if (this.sizes.size > 10_000) this.sizes.clear();
    const n = count();
    this.sizes.set(key, { n, at: now });
    n.catch(() => this.sizes.delete(key));
    return n;
  }
}

/** One page of a board, its size, and the viewer's own place (on the page or not). */
export async function boardPage(
  db: Executor,
  board: Board | null,
  viewerId: string | null,
  page: { offset: number; limit: number },
  sizes: BoardSizes = new BoardSizes(0),
): Promise<Leaderboard> {
  if (board && 'totals' in board) return totalsPage(db, board.totals, viewerId, page, sizes);
  return summedPage(db, board?.scope ?? null, viewerId, page);
}

/**
 * A page of stored totals: a walk of the rank index (index only) to the page, then its people joined (only the
 * page's rows, not the ones skipped); the count one range of it; the viewer's
 * rank 1 + how many are ahead (more XP, or as much reached earlier, or at the same moment with a smaller id), two
 * counts over its front.
 */
async function totalsPage(
  db: Executor,
  board: TotalsBoard,
  viewerId: string | null,
  page: { offset: number; limit: number },
  sizes: BoardSizes,
): Promise<Leaderboard> {
  const { table, where } = board;
  const select = sql`select b.user_id, b.xp::text as xp, coalesce(t.xp, 0)::text as total,
      u.username, u.display_name, u.avatar`;
  const joins = sql`join users u on u.id = b.user_id left join xp_totals t on t.user_id = b.user_id`;
  const [rows, counted, mine] = await Promise.all([
    db.execute(sql`
      ${select}, 0 as rank, 0 as n from (
        select b.user_id, b.xp, b.reached_at from ${table} b
        where ${where} and b.xp > 0
        order by b.xp desc nulls last, b.reached_at, b.user_id
        offset ${page.offset} limit ${page.limit}
      ) b ${joins}
      order by b.xp desc nulls last, b.reached_at, b.user_id
    `),
    sizes.get(board.key, async () => {
      const counted = await db.execute(sql`select count(*)::int as n from ${table} b where ${where} and b.xp > 0`);
      return rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
    }),
    viewerId
      ? db.execute(sql`
          with me as (select b.xp, b.reached_at from ${table} b where ${where} and b.user_id = ${viewerId} and b.xp > 0)
          ${select}, 0 as n,
            (1 + (select count(*) from ${table} b where ${where} and b.xp > (select xp from me))
               + (select count(*) from ${table} b
                  where ${where} and b.xp = (select xp from me)
                    and (b.reached_at, b.user_id) < ((select reached_at from me), ${viewerId}::uuid)))::int as rank
          from ${table} b ${joins}
          where ${where} and b.user_id = ${viewerId} and b.xp > 0
        `)
      : null,
  ]);
  const [me] = mine ? rowsOf<Row>(mine).map(toEntry) : [];
  return {
    items: rowsOf<Row>(rows).map((row, i) => toEntry({ ...row, rank: page.offset + i + 1 })),
    total: counted,
    me: me ?? null,
    since: board.since?.toISOString() ?? null,
  };
}

/** One page of a board summed from the entries on each read (a brand's week). */
async function summedPage(
  db: Executor,
  scope: BoardScope | null,
  viewerId: string | null,
  page: { offset: number; limit: number },
): Promise<Leaderboard> {
  const since = scope?.from?.toISOString() ?? null;
  if (!scope) return { items: [], total: 0, me: null, since };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with ${rankedSql(scope)}
      select c.n, p.* from (select count(*)::int as n from ranked) c
      left join lateral (
        select r.user_id, r.xp::text as xp, r.rank, coalesce(t.xp, 0)::text as total,
          u.username, u.display_name, u.avatar
        from ranked r
        join users u on u.id = r.user_id
        left join xp_totals t on t.user_id = r.user_id
        where (r.rank > ${page.offset} and r.rank <= ${page.offset + page.limit})
          ${viewerId ? sql`or r.user_id = ${viewerId}` : sql``}
        order by r.rank
      ) p on true
    `),
  );
  const entries = rows.filter((row) => row.user_id !== null).map(toEntry);
  return {
    items: entries.filter((e) => e.rank > page.offset && e.rank <= page.offset + page.limit),
    total: rows[0]?.n ?? 0,
    me: entries.find((e) => e.user.id === viewerId) ?? null,
    since,
  };
}

function toEntry(row: Row): LeaderboardEntry {
  return {
    rank: row.rank,
    user: { id: row.user_id ?? '', username: row.username, displayName: row.display_name, avatar: row.avatar },
    xp: Number(row.xp),
    level: levelOf(Number(row.total)),
  };
}
