import type { XpSource } from '@questboard/contract/constants';
import { levelOf, levelProgress } from '@questboard/contract/levels';
import type {
  LeaderboardEntry,
  Leaderboard as LeaderboardPage,
  LeaderboardPeriod,
  MyXp,
  XpLevel,
} from '@questboard/contract/xp';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, rowsOf } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';

/** Which board: every person's total, or this week's totals (the week that holds `now`, from Monday 00:00 UTC). */
interface Board {
  table: SQL;
  where: SQL;
  /** How a row of the board finds the person's all-time XP (their level): `total`, after `join`. */
  join: SQL;
  total: SQL;
  since: Date | null;
}

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function boardOf(period: LeaderboardPeriod, now: Date): Board {
  if (period === 'all') {
    return { table: sql.raw('xp_totals'), where: sql`b.xp > 0`, join: sql``, total: sql`b.xp::text`, since: null };
  }
  const since = weekStart(now);
  return {
    table: sql.raw('xp_weeks'),
    where: sql`b.week = ${isoDate(since)}::date and b.xp > 0`,
    join: sql`left join xp_totals t on t.user_id = b.user_id`,
    total: sql`coalesce(t.xp, 0)::text`,
    since,
  };
}

const toLevel = (xp: number): XpLevel => {
  const { level, levelXp, nextLevelXp } = levelProgress(xp);
  return { xp, level, levelXp, nextLevelXp };
};

/** What people see of XP: their own level and ranks, anyone's level, and the leaderboards. */
export class XpService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The XP a person earned from one kind of source (their REFERRAL entries, say). */
  async earnedFrom(userId: string, source: XpSource): Promise<number> {
    const [row] = rowsOf<{ xp: string | null }>(
      await this.db.execute(
        sql`select sum(amount)::text as xp from xp_entries where user_id = ${userId} and source = ${source}`,
      ),
    );
    return Number(row?.xp ?? 0);
  }

  /** Anyone's XP and level (0 and level 1 for someone who has none). */
  async levelOf(userId: string, db: Executor = this.db): Promise<XpLevel> {
    const [row] = rowsOf<{ xp: string }>(
      await db.execute(sql`select xp::text as xp from xp_totals where user_id = ${userId}`),
    );
    return toLevel(Number(row?.xp ?? 0));
  }

  /** The levels of many people at once (a list of people shows each one's level); absent: level 1. */
  async levelsOf(userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = rowsOf<{ user_id: string; xp: string }>(
      await this.db.execute(
        sql`select user_id, xp::text as xp from xp_totals where user_id = any(${uuidList(userIds)})`,
      ),
    );
    return new Map(rows.map((row) => [row.user_id, levelOf(Number(row.xp))]));
  }

  async mine(userId: string): Promise<MyXp> {
    const now = this.clock();
    const [all, week] = await Promise.all([
      this.placeOf(userId, boardOf('all', now)),
      this.placeOf(userId, boardOf('week', now)),
    ]);
    return {
      ...toLevel(all?.xp ?? 0),
      weekXp: week?.xp ?? 0,
      rank: all?.rank ?? null,
      weekRank: week?.rank ?? null,
    };
  }

  /** One page of a board, highest XP first and ties to who reached it first, with the viewer's own place. */
  async leaderboard(
    viewerId: string | null,
    query: { period: LeaderboardPeriod; offset: number; limit: number },
  ): Promise<LeaderboardPage> {
    const board = boardOf(query.period, this.clock());
    const [rows, counted, me] = await Promise.all([
      this.db.execute(sql`
        select b.user_id, b.xp::text as xp, ${board.total} as total, u.username, u.display_name, u.avatar
        from ${board.table} b
        join users u on u.id = b.user_id
        ${board.join}
        where ${board.where}
        order by b.xp desc nulls last, b.reached_at, b.user_id
        offset ${query.offset} limit ${query.limit}
      `),
      this.db.execute(sql`select count(*)::int as n from ${board.table} b where ${board.where}`),
      viewerId ? this.myEntry(viewerId, board) : null,
    ]);
    return {
      items: rowsOf<EntryRow>(rows).map((row, i) => toEntry(row, query.offset + i + 1)),
      total: rowsOf<{ n: number }>(counted)[0]?.n ?? 0,
      me,
      since: board.since?.toISOString() ?? null,
    };
  }

  private async myEntry(userId: string, board: Board): Promise<LeaderboardEntry | null> {
    const [row] = rowsOf<EntryRow & { rank: number }>(
      await this.db.execute(sql`
        with ${this.placeSql(userId, board)}
        select b.user_id, b.xp::text as xp, ${board.total} as total, u.username, u.display_name, u.avatar, p.rank
        from place p
        join ${board.table} b on b.user_id = ${userId} and ${board.where}
        join users u on u.id = b.user_id
        ${board.join}
      `),
    );
    return row ? toEntry(row, row.rank) : null;
  }

  /** The person's XP on a board and their rank there; null when they have no XP there. */
  private async placeOf(userId: string, board: Board): Promise<{ xp: number; rank: number } | null> {
    const [row] = rowsOf<{ xp: string; rank: number }>(
      await this.db.execute(sql`with ${this.placeSql(userId, board)} select xp::text as xp, rank from place`),
    );
    return row ? { xp: Number(row.xp), rank: row.rank } : null;
  }

  /**
   * `place (xp, rank)`: the person's XP on the board and 1 + how many are ahead of them (more XP, or as much reached
   * earlier, or at the same moment with a smaller id): two counts over the front of the board's index, each one
   * range of it. No row when they have no XP there.
   */
  private placeSql(userId: string, board: Board) {
    return sql`me as (
        select b.xp, b.reached_at from ${board.table} b where b.user_id = ${userId} and ${board.where}
      ), place as (
        select me.xp,
          (1 + (select count(*) from ${board.table} b where ${board.where} and b.xp > (select xp from me))
             + (select count(*) from ${board.table} b
                where ${board.where} and b.xp = (select xp from me)
                  and (b.reached_at, b.user_id) < ((select reached_at from me), ${userId}::uuid)))::int as rank
        from me
      )`;
  }
}

interface EntryRow {
  user_id: string;
  xp: string;
  total: string;
  username: string;
  display_name: string | null;
  avatar: string | null;
}

function toEntry(row: EntryRow, rank: number): LeaderboardEntry {
  return {
    rank,
    user: { id: row.user_id, username: row.username, displayName: row.display_name, avatar: row.avatar },
    xp: Number(row.xp),
    level: levelOf(Number(row.total)),
  };
}
