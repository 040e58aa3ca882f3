import { eq, gt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { streakReminders } from '../../db/schema/notifications';
import { userQuests } from '../../db/schema/participation';
import { users } from '../../db/schema/users';
import { defineJob } from '../jobs/jobs.module';
import type { NotificationPreferences, NotificationsService } from '../notifications/notifications.module';
import type { StreakCount } from './streak-count';
import type { StreaksService } from './streaks.service';

/** From this hour of a person's own evening (their wall clock) until midnight, a streak that would break is told. */
export const REMINDER_LOCAL_HOUR = 18;
/** A streak still alive has a completion within this many days (today, yesterday and up to two repaired days). */
const ALIVE_WITHIN_DAYS = 4;
const STREAKS_READ_AT_ONCE = 1_000;

const hourFormats = new Map<string, Intl.DateTimeFormat>();
function localHour(at: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(at).find((part) => part.type === 'hour')?.value);
}

/**
 * The evening reminder (issue 37 item 2): a person with a streak who has completed no quest today is told once, in
 * their own evening, that it ends at midnight (or spends a repair). Switched off with STREAK_REMINDER in settings.
 */
export class StreakReminders {
  constructor(
    private readonly deps: {
      db: Database;
      streaks: StreaksService;
      notifications: NotificationsService;
      preferences: NotificationPreferences;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Sends the reminders due at `now`; answers how many were sent. */
  async run(now: Date): Promise<number> {
    const { db } = this.deps;
    const recent = await db
      .selectDistinct({ userId: userQuests.userId, timeZone: users.timeZone })
      .from(userQuests)
      .innerJoin(users, eq(users.id, userQuests.userId))
      .where(gt(userQuests.completedAt, new Date(now.getTime() - ALIVE_WITHIN_DAYS * 86_400_000)));
    const evening = recent.filter(({ timeZone }) => localHour(now, timeZone ?? 'UTC') >= REMINDER_LOCAL_HOUR);
    const receivers = new Set(
      await this.deps.preferences.receivers(
        evening.map((person) => person.userId),
        'STREAK_REMINDER',
      ),
    );
    const due = evening.flatMap(({ userId }) => (receivers.has(userId) ? [userId] : []));
    let sent = 0;
    // Their streaks read a thousand people at a time (two statements each), not two statements per person.
    for (let from = 0; from < due.length; from += STREAKS_READ_AT_ONCE) {
      const streaks = await this.deps.streaks.streaksOf(due.slice(from, from + STREAKS_READ_AT_ONCE), now);
      for (const [userId, streak] of streaks) {
        try {
          if (await this.remindIfDue(userId, streak, now)) sent++;
        } catch (err) {
          this.deps.log.error({ err, userId }, 'streak reminder not sent');
        }
      }
    }
    return sent;
  }

  /** Claims today's reminder for the person (one instance wins), then tells them. */
  private async remindIfDue(userId: string, streak: StreakCount, now: Date): Promise<boolean> {
    if (streak.current === 0 || streak.doneToday) return false;
    const { today } = streak; // the person's local day, as the streak counts it
    const send = await this.deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(streakReminders)
        .values({ userId, localDay: today, sentAt: now })
        .onConflictDoUpdate({
          target: streakReminders.userId,
          set: { localDay: today, sentAt: now },
          setWhere: ne(streakReminders.localDay, today),
        })
        .returning({ userId: streakReminders.userId });
      if (claimed.length === 0) return null;
      return this.deps.notifications.storeMany(tx, [
        {
          userId,
          type: 'STREAK_REMINDER',
          message: { key: 'streak_reminder', params: { count: streak.current } },
          link: '/quests',
        },
      ]);
    });
    send?.(); // to the person's open tabs, now that it is stored
    return send !== null;
  }
}

/** Every quarter of an hour: each time zone's evening begins on a quarter hour somewhere. */
export const streakRemindersJob = (reminders: StreakReminders, now: () => Date) =>
  defineJob({
    name: 'streaks.remind',
    cron: '*/15 * * * *',
    retry: { limit: 2, delaySeconds: 60 },
    expireInSeconds: 900,
    run: async () => {
      await reminders.run(now());
    },
  });
