import { levelOf } from '@questboard/contract/levels';
import type { Leaderboard, LeaderboardEntry } from '@questboard/contract/xp';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';
import { executePrepared } from '../../db/prepared-statements';

/**
 * A board kept as stored totals (xp_totals, xp_weeks, xp_season_totals, xp_brand_totals, xp_brand_weeks): the rows of
 * `table` (aliased `b`) that `where` picks, ranked by XP, ties to who reached it first, then by id — the order of
 * each table's rank index (scope, xp desc, reached_at, user_id).
 */
export interface StoredBoard {
  /** Names the board for the shape cache: 'all', 'week:2026-11-23', 'season:<id>', 'brand:<id>', … */
  key: string;
  table: SQL;
  where: SQL;
  since: Date | null;
}

/** How many people hold each XP value on a board, highest first: enough to count who is ahead of anyone. */
export interface BoardShape {
  total: number;
  /** How many people have more XP than `xp`. */
  above(xp: number): number;
}

function shapeOf(rows: { xp: string; n: number }[]): BoardShape {
  // rows: highest XP first. above[i] = people with more XP than rows[i].
  const values = rows.map((r) => Number(r.xp));
  const above: number[] = [];
  let total = 0;
  for (const row of rows) {
    above.push(total);
    total += row.n;
  }
  return {
    total,
    above(xp) {
      // The first value not above `xp` (values descend): everyone before it has more.
      let lo = 0;
      let hi = values.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((values[mid] ?? 0) > xp) lo = mid + 1;
        else hi = mid;
      }
      return lo < values.length ? (above[lo] ?? 0) : total;
    },
  };
}

/**
 * What large boards are answered from: their shapes and their recently read pages.
 *
 * A shape is read at most once per `ttlMs` per board and answered from the last one while the next is read. A rank
 * is 1 + everyone with more XP + those with as much who reached it first: on a board of 100,000 people the first term
 * counted exactly read half its index on every call (135 ms at 50 callers on this machine); from a shape it is a
 * binary search, and only the ties (one XP value's people) are counted exactly. So on a large board the people ahead
 * with other XP values, and its size, are as of at most `ttlMs` (plus one read) ago.
 *
 * A page of a large board is kept for `pageTtlMs` (one board pulse: an open board refetches on the pulse after a
 * change and sees it at the latest on the next one): a popular board's first pages are what everyone reads, and each
 * read walked the rank index and joined its people again. The viewer's own entry is always read fresh.
 *
 * A board under `exactBelow` people is counted and read exactly on every call: it costs little, and a small board is
 * where people watch their rank move after each quest.
 */
export class LargeBoards {
  private readonly shapes = new Map<string, { shape: Promise<BoardShape>; at: number; refreshing: boolean }>();
  private readonly pages = new Map<string, { rows: Promise<Row[]>; at: number }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly exactBelow = 5_000,
    private readonly now: () => number = Date.now,
    private readonly pageTtlMs = 1_000,
  ) {}

  /** The board's shape when it is large enough to rank from one, else null (count exactly). */
  async shapeOf(db: Executor, board: StoredBoard): Promise<BoardShape | null> {
    const known = this.shapes.get(board.key);
    if (!known) {
      if (this.shapes.size >= 10_000) this.shapes.clear();
      const shape = readShape(db, board);
      this.shapes.set(board.key, { shape, at: this.now(), refreshing: false });
      shape.catch(() => this.shapes.delete(board.key));
      return this.large(await shape);
    }
    if (this.now() - known.at >= this.ttlMs && !known.refreshing) {
      known.refreshing = true;
      readShape(db, board).then(
        (shape) => this.shapes.set(board.key, { shape: Promise.resolve(shape), at: this.now(), refreshing: false }),
        () => {
          known.refreshing = false;
        },
      );
    }
    return this.large(await known.shape);
  }

  /** A large board's page: the one read within `pageTtlMs`, or read now (once, however many ask at the same time). */
  pageOf(key: string, page: { offset: number; limit: number }, read: () => Promise<Row[]>): Promise<Row[]> {
    const pageKey = `${key}|${page.offset}|${page.limit}`;
    const known = this.pages.get(pageKey);
    if (known && this.now() - known.at < this.pageTtlMs) return known.rows;
    if (this.pages.size >= 10_000) this.pages.clear();
    const rows = read();
    this.pages.set(pageKey, { rows, at: this.now() });
    rows.catch(() => this.pages.delete(pageKey));
    return rows;
  }

  private large(shape: BoardShape): BoardShape | null {
    return shape.total >= this.exactBelow ? shape : null;
  }
}

async function readShape(db: Executor, board: StoredBoard): Promise<BoardShape> {
  const result = await executePrepared(
    db,
    sql`
    select b.xp::text as xp, count(*)::int as n from ${board.table} b
    where ${board.where} and b.xp > 0
    group by b.xp order by b.xp desc nulls last
  `,
  );
  return shapeOf(rowsOf<{ xp: string; n: number }>(result));
}

interface Row {
  user_id: string;
  xp: string;
  total: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
}

const columns = sql`b.user_id, b.xp::text as xp, coalesce(t.xp, 0)::text as total,
  u.username, u.display_name, u.avatar`;
const joins = sql`join users u on u.id = b.user_id left join xp_totals t on t.user_id = b.user_id`;

/**
 * One page of a stored board, its size, and the viewer's own place (on the page or not): a walk of the rank index to
 * the page (index only) with only the page's people joined; the size and the people ahead from the board's shape
 * (see LargeBoards), or counted exactly on a small board; a large board's page as read within a second.
 */
export async function storedBoardPage(
  db: Executor,
  board: StoredBoard,
  viewerId: string | null,
  page: { offset: number; limit: number },
  boards: LargeBoards,
): Promise<Leaderboard> {
  const { table, where } = board;
  const shape = await boards.shapeOf(db, board);
  const readPage = async () =>
    rowsOf<Row>(
      await executePrepared(
        db,
        sql`
        select ${columns} from (
          select b.user_id, b.xp, b.reached_at from ${table} b
          where ${where} and b.xp > 0
          order by b.xp desc nulls last, b.reached_at, b.user_id
          offset ${page.offset} limit ${page.limit}
        ) b ${joins}
        order by b.xp desc nulls last, b.reached_at, b.user_id
      `,
      ),
    );
  const [rows, total, me] = await Promise.all([
    shape ? boards.pageOf(board.key, page, readPage) : readPage(),
    shape
      ? shape.total
      : executePrepared(db, sql`select count(*)::int as n from ${table} b where ${where} and b.xp > 0`).then(
          (counted) => rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
        ),
    viewerId ? placeOn(db, board, viewerId, shape) : null,
  ]);
  return {
    items: rows.map((row, i) => toEntry(row, page.offset + i + 1)),
    total,
    me,
    since: board.since?.toISOString() ?? null,
  };
}

/**
 * A person's entry on a stored board with their rank: 1 + the people with more XP (from the shape, or counted) + those
 * with as much who reached it earlier or at the same moment with a smaller id (counted: one XP value's range of the
 * rank index). Null when they have no XP there.
 */
export async function placeOn(
  db: Executor,
  board: StoredBoard,
  userId: string,
  shape: BoardShape | null,
): Promise<LeaderboardEntry | null> {
  const { table, where } = board;
  // Every count says `b.xp > 0`, the rank indexes' own condition: without it the planner cannot use them (a
  // parameter's value proves nothing) and scans the table.
  const above = shape
    ? sql`0`
    : sql`(select count(*) from ${table} b where ${where} and b.xp > 0 and b.xp > (select xp from me))`;
  const [row] = rowsOf<Row & { ahead: number }>(
    await executePrepared(
      db,
      sql`
      with me as (select b.xp, b.reached_at from ${table} b where ${where} and b.user_id = ${userId} and b.xp > 0)
      select ${columns},
        (${above} + (select count(*) from ${table} b
           where ${where} and b.xp > 0 and b.xp = (select xp from me)
             and (b.reached_at, b.user_id) < ((select reached_at from me), ${userId}::uuid)))::int as ahead
      from ${table} b ${joins}
      where ${where} and b.user_id = ${userId} and b.xp > 0
    `,
    ),
  );
  if (!row) return null;
  const rank = 1 + row.ahead + (shape ? shape.above(Number(row.xp)) : 0);
  return toEntry(row, shape ? Math.min(rank, Math.max(shape.total, 1)) : rank);
}

function toEntry(row: Row, rank: number): LeaderboardEntry {
  return {
    rank,
    user: { id: row.user_id, username: row.username, displayName: row.display_name, avatar: row.avatar },
    xp: Number(row.xp),
    level: levelOf(Number(row.total)),
  };
}
