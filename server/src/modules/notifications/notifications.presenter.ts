import type { Notification, NotificationType } from '@questboard/contract/notifications';
import type { NotificationRow } from '../../db/schema/notifications';
import type { ServerLanguage } from '../../i18n/i18n';
import { type NotificationMessage, renderNotification } from '../../i18n/notification-messages';

/** A stored notification as the REST list and the live `notification` event show it, in the reader's language. */
export function toNotification(row: NotificationRow, language: ServerLanguage): Notification {
  const text =
    row.messageKey && row.messageParams
      ? renderNotification({ key: row.messageKey, params: row.messageParams } as NotificationMessage, language)
      : { title: row.title, body: row.body };
  return {
    id: row.id,
    type: row.type as NotificationType,
    ...text,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
