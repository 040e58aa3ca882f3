import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { RealtimePort } from '../../lib/realtime-port';
import type { JobQueue } from '../jobs/jobs.module';
import { NotificationPreferences } from './notification-preferences';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { questNotifications } from './quest-notifications';
import { ReviewDigest, reviewDigestJob } from './review-digest';
import { notifySubmissionWaiting } from './submission-notifications';

/**
 * The notifications module's one door: the bell (stored notices pushed to open tabs), what each person chooses to
 * be told, and the brand owners' daily review digest. It hears other modules through their domain events: paid
 * rewards and review decisions are stored in their own transaction, waiting work is told after it.
 */
export function notificationsModule(
  ctx: AppContext,
  uses: { hub: RealtimePort; jobs: JobQueue; events: DomainEvents },
) {
  const notifications = new NotificationsService(ctx.db, uses.hub);
  const notificationPreferences = new NotificationPreferences(ctx.db, notifications, ctx.log);
  const reviewDigest = new ReviewDigest({
    db: ctx.db,
    mailer: ctx.mailer,
    preferences: notificationPreferences,
    publicUrl: ctx.config.publicUrl,
    hourUtc: ctx.config.reviewDigestHour,
    log: ctx.log,
  });
  uses.jobs.register(reviewDigestJob(reviewDigest));
  const quests = questNotifications(notifications);
  uses.events.inTransaction('rewards.paid', quests.rewardsPaid);
  uses.events.inTransaction('referral-bonuses.paid', quests.referralBonusesPaid);
  uses.events.inTransaction('reviews.decided', quests.reviewDecided);
  uses.events.afterCommit('submission.waiting', notifySubmissionWaiting(ctx.db, notificationPreferences));
  return {
    notifications,
    notificationPreferences,
    reviewDigest,
    routes: (app: FastifyInstance) => notificationsRoutes(app, { notifications, notificationPreferences }),
  };
}

export type { NotificationPreferences } from './notification-preferences';
export { toNotification } from './notifications.presenter';
export type { NewNotification, NotificationsService } from './notifications.service';
