import { useEffect, useRef } from 'react';
import { useSocketStatus } from './socket-status-store';

/**
 * Runs `onReconnect` each time the connection comes back after a loss, to fetch what was missed. The
 * first connection is left out unless `first` is set: for data read before the socket first connected,
 * whatever was pushed in between was missed too.
 */
export function useOnReconnect(onReconnect: () => void, options: { first?: boolean } = {}) {
  const connections = useSocketStatus((s) => s.connections);
  const seen = useRef(connections);
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  const first = options.first ?? false;
  useEffect(() => {
    const reconnected = (first || seen.current > 0) && connections > seen.current;
    seen.current = connections;
    if (reconnected) latest.current();
  }, [connections, first]);
}
