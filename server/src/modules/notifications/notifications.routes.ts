import { notificationSettingsApi } from '@questboard/contract/notification-settings';
import { notificationsApi } from '@questboard/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { NotificationPreferences } from './notification-preferences';
import type { NotificationsService } from './notifications.service';

/** The bell's list and what each person chooses to be told. */
export function notificationsRoutes(
  app: FastifyInstance,
  {
    notifications,
    notificationPreferences,
  }: { notifications: NotificationsService; notificationPreferences: NotificationPreferences },
): void {
  route(app, notificationsApi.list, ({ user, query, language }) => notifications.list(user.id, query, language));
  route(app, notificationsApi.markRead, ({ user, body }) => notifications.markRead(user.id, body.ids));
  route(app, notificationSettingsApi.get, ({ user }) => notificationPreferences.get(user.id));
  route(app, notificationSettingsApi.update, ({ user, body }) => notificationPreferences.update(user.id, body));
}
