import type { PublicStreak, Streak } from '@questboard/contract/streaks';
import { and, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userQuests } from '../../db/schema/participation';
import { users } from '../../db/schema/users';
import { inUuids } from '../../db/uuid-list';
import { countStreak, type StreakCount } from './streak-count';

/** Streaks of days with a completed quest, each person's counted in their own time zone (docs/streaks.md). */
export class StreaksService {
  constructor(
    private readonly db: Database,
    /** What time it is: which day is today, in each person's zone. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The person's streak with their zone (UTC until they set one), at `at` (the clock's now by default). */
  async streakOf(userId: string, at: Date = this.now()): Promise<StreakCount & { timeZone: string }> {
    const streak = (await this.streaksOf([userId], at)).get(userId);
    if (!streak) throw new Error('streaksOf left out a person it was asked for');
    return streak;
  }

  /** The streaks of many people in two queries whatever their number (a claim batch pays hundreds at once). */
  async streaksOf(userIds: string[], at: Date = this.now()): Promise<Map<string, StreakCount & { timeZone: string }>> {
    if (userIds.length === 0) return new Map();
    const [people, rows] = await Promise.all([
      this.db.select({ id: users.id, timeZone: users.timeZone }).from(users).where(inUuids(users.id, userIds)),
      this.db
        .select({ userId: userQuests.userId, at: userQuests.completedAt })
        .from(userQuests)
        .where(and(inUuids(userQuests.userId, userIds), isNotNull(userQuests.completedAt))),
    ]);
    const zoneOf = new Map(people.map((p) => [p.id, p.timeZone]));
    const completionsOf = new Map<string, Date[]>();
    for (const row of rows) {
      if (!row.at) continue;
      const list = completionsOf.get(row.userId);
      if (list) list.push(row.at);
      else completionsOf.set(row.userId, [row.at]);
    }
    return new Map(
      userIds.map((userId) => {
        const timeZone = zoneOf.get(userId) ?? 'UTC';
        return [userId, { ...countStreak(completionsOf.get(userId) ?? [], timeZone, at), timeZone }];
      }),
    );
  }

  /** The signed-in person's own streak. */
  async mine(userId: string): Promise<Streak> {
    const { currentSince: _, ...streak } = await this.streakOf(userId);
    return streak;
  }

  /** What anyone sees of a person's streak. */
  async ofUser(userId: string): Promise<PublicStreak> {
    const { current, best, doneToday } = await this.streakOf(userId);
    return { current, best, doneToday };
  }
}
