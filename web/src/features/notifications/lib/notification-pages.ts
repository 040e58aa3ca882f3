import type { Notification, NotificationPage } from '@questboard/contract/notifications';
import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';

type Page = z.infer<typeof NotificationPage>;
/** The bell's cache: pages by offset, newest first; every page carries the same total and unread count. */
export type NotificationPages = InfiniteData<Page, number>;

/** The offset of the next page, or undefined once every notification is loaded. */
export function nextOffset(lastPage: Page, pages: Page[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < lastPage.total ? loaded : undefined;
}

/** Every loaded notification once, newest first. */
export function notificationsOf(data: Pick<NotificationPages, 'pages'> | undefined): Notification[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))),
  );
}

/** The unread count of the latest answer (or live update). */
export function unreadCountOf(data: Pick<NotificationPages, 'pages'> | undefined): number {
  return data?.pages.at(-1)?.unreadCount ?? 0;
}

/** A notification pushed live: on top of the first page, counted once. */
export function withNotification(data: NotificationPages, notification: Notification): NotificationPages {
  if (notificationsOf(data).some((item) => item.id === notification.id)) return data;
  const unreadCount = unreadCountOf(data) + (notification.read ? 0 : 1);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      items: index === 0 ? [notification, ...page.items] : page.items,
      total: page.total + 1,
      unreadCount,
    })),
  };
}

/** After "mark read": the given notifications (all when `ids` is undefined) read, and the server's count. */
export function withRead(data: NotificationPages, ids: string[] | undefined, unreadCount: number): NotificationPages {
  const marked = ids && new Set(ids);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unreadCount,
      items: page.items.map((item) => (!marked || marked.has(item.id) ? { ...item, read: true } : item)),
    })),
  };
}
