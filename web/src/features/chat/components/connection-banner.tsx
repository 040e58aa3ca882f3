import { useTranslation } from 'react-i18next';
import { useSocketStatus } from '../../../lib/socket/socket-status-store';

/** Says so while the real-time connection is down; nothing while it is up. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useSocketStatus((s) => s.status);
  if (status !== 'offline' && status !== 'connecting' && status !== 'refused') return null;
  const offline = status !== 'connecting';
  return (
    <p
      role="status"
      data-testid="connection-status"
      className={
        offline
          ? 'flex items-center gap-2 bg-amber-500/15 px-4 py-2 text-sm text-amber-200 ring-1 ring-amber-500/30 ring-inset'
          : 'px-4 py-2 text-sm text-zinc-400'
      }
    >
      {offline && <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-400" />}
      {status === 'refused'
        ? t('loop.socket.refused', { origin: window.location.origin })
        : t(offline ? 'chat.offline' : 'chat.connecting')}
    </p>
  );
}
