import type { XpSource } from '@questboard/contract/constants';
import { levelOf, levelProgress } from '@questboard/contract/levels';
import type { Leaderboard as LeaderboardPage, LeaderboardPeriod, MyXp, XpLevel } from '@questboard/contract/xp';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, rowsOf } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';
import { LargeBoards, placeOn, type StoredBoard, storedBoardPage } from './stored-boards';

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStart(now: Date): Date {
  const day = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function boardOf(period: LeaderboardPeriod, now: Date): StoredBoard {
  if (period === 'all') return { key: 'all', table: sql.raw('xp_totals'), where: sql`true`, since: null };
  const since = weekStart(now);
  return {
    key: `week:${isoDate(since)}`,
    table: sql.raw('xp_weeks'),
    where: sql`b.week = ${isoDate(since)}::date`,
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
    private readonly boards = new LargeBoards(),
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
  leaderboard(
    viewerId: string | null,
    query: { period: LeaderboardPeriod; offset: number; limit: number },
  ): Promise<LeaderboardPage> {
    return storedBoardPage(this.db, boardOf(query.period, this.clock()), viewerId, query, this.boards);
  }

  private async placeOf(userId: string, board: StoredBoard) {
    return placeOn(this.db, board, userId, await this.boards.shapeOf(this.db, board));
  }
}
