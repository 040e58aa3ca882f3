import type { Notification } from '@questboard/contract/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMarkRead } from '../api/mark-read';
import { useNotifications } from '../api/notifications';
import { notificationsOf, unreadCountOf } from '../lib/notification-pages';
import { NotificationItem } from './notification-item';

/** The bell's panel: newest notifications first, more on demand, and "mark all read". */
export function NotificationPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const ref = useRef<HTMLDivElement>(null);
  const items = notificationsOf(notifications.data);
  const unread = unreadCountOf(notifications.data);

  useEffect(() => ref.current?.focus(), []);

  function open(notification: Notification) {
    if (!notification.read) markRead.mutate([notification.id]);
    onClose();
  }

  return (
    <div
      id={id}
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-40 flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl bg-zinc-900 shadow-2xl ring-1 ring-zinc-700 outline-none sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3 border-b border-zinc-800 px-4 py-3">
        <h2 id={`${id}-title`} className="font-semibold">
          {t('notifications.title')}
        </h2>
        <Button variant="link" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('notifications.mark_all_read')}
        </Button>
      </div>
      <div className="relative min-h-0 flex-1 overflow-y-auto">
        {notifications.isPending ? (
          <p className="p-6 text-center text-sm text-zinc-400" aria-busy="true">
            {t('shared.loading')}
          </p>
        ) : notifications.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-red-300">
            {t('notifications.load_failed')}
            <Button variant="secondary" size="sm" onClick={() => notifications.refetch()}>
              {t('shared.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-8 text-center text-sm text-zinc-400">{t('notifications.empty')}</p>
        ) : (
          <ul className="divide-y divide-zinc-800/70">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </ul>
        )}
        {notifications.hasNextPage && (
          <div className="border-t border-zinc-800 p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              loading={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              {t('notifications.load_more')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
