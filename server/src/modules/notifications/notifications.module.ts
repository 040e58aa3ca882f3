import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
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
 * be told, and the brand owners' daily review digest.
 */
export function notificationsModule(ctx: AppContext, uses: { hub: RealtimePort; jobs: JobQueue }) {
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
  return {
    notifications,
    notificationPreferences,
    reviewDigest,
    /** What participants and owners hear of other modules' work. */
    reactions: {
      ...questNotifications(notifications),
      submissionWaiting: notifySubmissionWaiting(ctx.db, notificationPreferences),
    },
    routes: (app: FastifyInstance) => notificationsRoutes(app, { notifications, notificationPreferences }),
  };
}

export type { NotificationPreferences } from './notification-preferences';
export { toNotification } from './notifications.presenter';
export type { NewNotification, NotificationsService } from './notifications.service';
