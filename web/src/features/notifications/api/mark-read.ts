import { notificationsApi } from '@questboard/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';
import { toastError } from '../../../lib/toast';
import { type NotificationPages, withRead } from '../lib/notification-pages';

/** Marks the given notifications read, or all of them when `ids` is undefined. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | undefined) => api.call(notificationsApi.markRead, { body: { ids } }),
    onSuccess: ({ unreadCount }, ids) => {
      queryClient.setQueryData<NotificationPages>(
        keyOf(notificationsApi.list),
        (data) => data && withRead(data, ids, unreadCount),
      );
    },
    onError: (error) => toastError(error),
  });
}
