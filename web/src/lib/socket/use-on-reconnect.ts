import { useEffect, useRef } from 'react';
import { useSocketStatus } from './socket-status-store';

/**
 * Runs `onReconnect` each time the connection comes back after a loss, to fetch what was missed. The
 * first connection is left out: the requests already waiting for it answer that one.
 */
export function useOnReconnect(onReconnect: () => void) {
  const connections = useSocketStatus((s) => s.connections);
  const seen = useRef(connections);
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  useEffect(() => {
    const reconnected = seen.current > 0 && connections > seen.current;
    seen.current = connections;
    if (reconnected) latest.current();
  }, [connections]);
}
