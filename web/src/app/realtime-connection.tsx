import { useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store';

/** Keeps the socket open while a user is signed in (docs/domain.md, States); socket.io loads in its own chunk, only then. */
export function RealtimeConnection() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.currentUser?.id : undefined));
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/socket/socket-session').then(({ startSocketSession }) => {
      if (!cancelled) stop = startSocketSession();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
  return null;
}
