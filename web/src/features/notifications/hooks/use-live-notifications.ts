import type { Notification } from '@questboard/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { notificationKeys } from '../api/notifications';
import { type NotificationPages, withNotification } from '../model/notification-pages';

/**
 * Each `notification` from the server goes on top of the list and into the unread count; notifications read
 * elsewhere (another tab, an opened chat room) and a reconnection refetch.
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (notification: Notification) => {
    const data = queryClient.getQueryData<NotificationPages>(notificationKeys.all);
    if (data) queryClient.setQueryData(notificationKeys.all, withNotification(data, notification));
    else void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  useSocketEvent('notificationsRead', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
