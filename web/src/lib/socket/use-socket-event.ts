import type { ServerToClientEvents } from '@questboard/contract/chat';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../stores/auth-store';

type Listener = (...args: unknown[]) => void;
type LooseSocket = { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };

/**
 * Calls the latest `listener` for every `event` from the server while the component is mounted. Only signed-in
 * people have a connection, so a guest's page neither listens nor loads the socket client (13 KB gzip).
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]) {
  const latest = useRef(listener);
  latest.current = listener;
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  useEffect(() => {
    if (!signedIn) return;
    let stop = false;
    let loose: LooseSocket | undefined;
    const handler: Listener = (...args) => (latest.current as Listener)(...args);
    // Already loaded with the signed-in session (lib/socket/socket-session.ts): this resolves at once.
    void import('./socket-client').then(({ socket }) => {
      if (stop) return;
      // The typed `on` cannot follow a generic event name; the signature above keeps callers typed.
      loose = socket as unknown as LooseSocket;
      loose.on(event, handler);
    });
    return () => {
      stop = true;
      loose?.off(event, handler);
    };
  }, [event, signedIn]);
}
