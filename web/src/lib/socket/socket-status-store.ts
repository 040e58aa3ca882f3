import { create } from 'zustand';

/**
 * idle: no session; connecting: first attempt; online; offline: lost, retrying; refused: the server answers but
 * will not open a socket for this page (its address is not one the server accepts), retrying.
 */
export type SocketStatus = 'idle' | 'connecting' | 'online' | 'offline' | 'refused';

interface SocketStatusState {
  status: SocketStatus;
  /** Bumped on every successful (re)connection, so screens can re-sync what they missed. */
  connections: number;
  setStatus(status: SocketStatus): void;
}

export const useSocketStatus = create<SocketStatusState>()((set) => ({
  status: 'idle',
  connections: 0,
  setStatus(status) {
    set((state) => ({ status, connections: status === 'online' ? state.connections + 1 : state.connections }));
  },
}));
