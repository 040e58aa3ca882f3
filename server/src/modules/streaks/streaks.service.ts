import type { PublicStreak, Streak } from '@questboard/contract/streaks';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userQuests } from '../../db/schema/participation';
import { users } from '../../db/schema/users';
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
    const [person] = await this.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
    const timeZone = person?.timeZone ?? 'UTC';
    const rows = await this.db
      .select({ at: userQuests.completedAt })
      .from(userQuests)
      .where(and(eq(userQuests.userId, userId), isNotNull(userQuests.completedAt)));
    const completions = rows.flatMap((row) => (row.at ? [row.at] : []));
    return { ...countStreak(completions, timeZone, at), timeZone };
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
