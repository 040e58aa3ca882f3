import type { ServerToClientEvents } from '@questboard/contract/chat';
import { useEffect, useRef } from 'react';
import { socket } from './socket-client';

type Listener = (...args: unknown[]) => void;
type LooseSocket = { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };

/** Calls the latest `listener` for every `event` from the server while the component is mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, listener: ServerToClientEvents[E]) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    // The typed `on` cannot follow a generic event name; the signature above keeps callers typed.
    const loose = socket as unknown as LooseSocket;
    const handler: Listener = (...args) => (latest.current as Listener)(...args);
    loose.on(event, handler);
    return () => loose.off(event, handler);
  }, [event]);
}
