import { notificationsApi } from '@questboard/contract/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';
import { nextOffset } from '../lib/notification-pages';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The signed-in user's notifications, a page at a time, with the unread count. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: keyOf(notificationsApi.list),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.call(notificationsApi.list, { query: { offset: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }, signal }),
    getNextPageParam: nextOffset,
  });
