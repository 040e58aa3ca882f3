import type { Notification } from '@questboard/contract/notifications';
import { notificationsApi } from '@questboard/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate, keyOf } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { toastSuccess } from '../../../lib/toast';
import { type NotificationPages, withNotification } from '../lib/notification-pages';

/**
 * Each `notification` from the server goes on top of the list and into the unread count (a new badge also shows a
 * toast); notifications read
 * elsewhere (another tab, an opened chat room) and each connection of the socket refetch.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (notification: Notification) => {
    const data = queryClient.getQueryData<NotificationPages>(keyOf(notificationsApi.list));
    if (data) queryClient.setQueryData(keyOf(notificationsApi.list), withNotification(data, notification));
    else void invalidate(queryClient, notificationsApi.list);
    // A badge is news worth a toast (its words come written in the reader's language).
    if (notification.type === 'BADGE_AWARDED') toastSuccess(notification.title);
  });
  useSocketEvent('notificationsRead', () => void invalidate(queryClient, notificationsApi.list));
  // Also on the first connection: a notification pushed after the list was read but before the socket was up
  // would be missed otherwise.
  useOnReconnect(() => void invalidate(queryClient, notificationsApi.list), { first: true });
}
