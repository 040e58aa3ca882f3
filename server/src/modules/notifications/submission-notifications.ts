import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { quests } from '../../db/schema/quests';
import type { SubmissionWaiting } from '../../events/domain-events';
import type { NotificationPreferences } from './notification-preferences';

/** Where a brand owner reviews a quest's submissions. */
export const reviewLink = (questId: string) => `/brands-dashboard/quests/${questId}#review`;

/**
 * Tells the brand owner that work waits for their review (unless they switched it off). While an earlier
 * notice for the same quest is still unread, no second one is added: the review queue shows them all.
 */
export function notifySubmissionWaiting(db: Database, preferences: NotificationPreferences) {
  return async (submitted: SubmissionWaiting): Promise<void> => {
    const link = reviewLink(submitted.questId);
    const [unread] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, submitted.ownerId),
          eq(notifications.type, 'SUBMISSION_WAITING'),
          eq(notifications.link, link),
          isNull(notifications.readAt),
        ),
      )
      .limit(1);
    if (unread) return;
    const [quest] = await db.select({ title: quests.title }).from(quests).where(eq(quests.id, submitted.questId));
    await preferences.send(submitted.ownerId, {
      type: 'SUBMISSION_WAITING',
      message: { key: 'submission_waiting', params: { ...submitted.what, quest: quest?.title || null } },
      link,
    });
  };
}
