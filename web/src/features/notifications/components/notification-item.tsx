import type { Notification } from '@questboard/contract/notifications';
import { Link } from 'react-router';
import { ShortTime } from '../../../components/ui/short-time';
import { cn } from '../../../lib/cn';

interface NotificationItemProps {
  notification: Notification;
  /** Opening it: marks it read and closes the panel. */
  onOpen(notification: Notification): void;
}

/** One notification; it leads to its `link` when it has one. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const className = cn(
    'flex w-full gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-zinc-800/70',
    'focus-visible:bg-zinc-800/70 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-inset',
  );
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-violet-500')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', notification.read ? 'text-zinc-300' : 'font-semibold text-zinc-50')}>
            {notification.title}
          </span>
          <ShortTime iso={notification.createdAt} />
        </span>
        <span className="line-clamp-2 text-sm text-zinc-400">{notification.body}</span>
      </span>
    </>
  );
  return notification.link ? (
    <Link to={notification.link} className={className} onClick={() => onOpen(notification)}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(notification)}>
      {content}
    </button>
  );
}
