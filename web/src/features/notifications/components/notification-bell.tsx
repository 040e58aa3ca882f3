import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useNotifications } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { unreadCountOf } from '../lib/notification-pages';
import { NotificationPanel } from './notification-panel';

/** The header's bell: a live unread count; opens the panel, which Escape or a click outside closes. */
export function NotificationBell() {
  const { t } = useTranslation();
  useLiveNotifications();
  const unread = unreadCountOf(useNotifications().data);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Attached before the open panel is painted (a plain effect can run up to a frame later): a click outside right
  // after opening closes it too.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="sm:relative" ref={root}>
      <button
        ref={button}
        type="button"
        data-testid="notification-bell"
        aria-label={unread > 0 ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'relative rounded-full p-1.5 text-zinc-300 sm:p-2 hover:bg-zinc-800 hover:text-zinc-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400',
          open && 'bg-zinc-800 text-zinc-50',
        )}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-violet-600 px-1 text-[10px] font-bold text-white ring-2 ring-zinc-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} onClose={() => setOpen(false)} />}
    </div>
  );
}
