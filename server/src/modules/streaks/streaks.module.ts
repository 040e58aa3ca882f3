import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { JobQueue } from '../jobs/jobs.module';
import type { NotificationPreferences, NotificationsService } from '../notifications/notifications.module';
import { StreakReminders, streakRemindersJob } from './streak-reminders';
import { awardStreakMilestones } from './streak-xp';
import { streaksRoutes } from './streaks.routes';
import { StreaksService } from './streaks.service';

/**
 * The streaks module's one door: each person's streak of days with a completed quest, in their own time zone, with
 * automatic repairs (docs/streaks.md), its milestone XP, awarded after a completion or a paid reward commits, and
 * the evening reminder when a streak would break.
 */
export function streaksModule(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log'>,
  uses: {
    events: DomainEvents;
    jobs: JobQueue;
    notifications: NotificationsService;
    preferences: NotificationPreferences;
    people: { publicUser(userKey: string): Promise<{ id: string }> };
  },
) {
  const streaks = new StreaksService(ctx.db, () => ctx.clock.now());
  const reminders = new StreakReminders({
    db: ctx.db,
    streaks,
    notifications: uses.notifications,
    preferences: uses.preferences,
    log: ctx.log,
  });
  uses.jobs.register(streakRemindersJob(reminders, () => ctx.clock.now()));
  const milestones = (userIds: string[]) =>
    awardStreakMilestones(ctx.db, streaks, userIds).catch((err: unknown) =>
      ctx.log.warn({ err, people: userIds.length }, 'streak milestone XP not awarded'),
    );
  uses.events.afterCommit('participant.completed', ({ userId }) => milestones([userId]));
  uses.events.afterCommit('rewards.paid', (paid) => milestones(paid.map((p) => p.userId)));
  return {
    streaks,
    reminders,
    routes: (app: FastifyInstance) => streaksRoutes(app, { streaks, people: uses.people }),
  };
}

export type { StreaksService } from './streaks.service';
