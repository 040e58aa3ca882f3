import type { Notification, NotificationType } from '@questboard/contract/notifications';
import type { NotificationRow } from '../../db/schema/notifications';

/** A stored notification as the REST list and the live `notification` event show it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
