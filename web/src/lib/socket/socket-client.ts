import type { ClientToServerEvents, ServerToClientEvents } from '@questboard/contract/chat';
import {
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from '@questboard/contract/constants';
import { io, type Socket } from 'socket.io-client';
import { api } from '../api-client';
import { readTokens } from '../token-storage';
import { useSocketStatus } from './socket-status-store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The tab's one connection (same origin, `/socket.io`); it waits for `connectSocket`. */
export const socket: AppSocket = io({
  path: '/socket.io',
  transports: ['websocket'],
  autoConnect: false,
  timeout: SOCKET_TIMEOUT_MS,
  ackTimeout: SOCKET_TIMEOUT_MS,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
  // Read at every attempt, so each reconnection carries the newest access token.
  auth: (send) => send({ token: readTokens()?.accessToken }),
});

const setStatus = useSocketStatus.getState().setStatus;
let wanted = false;
let refreshedSinceConnect = false;

socket.on('connect', () => {
  refreshedSinceConnect = false;
  setStatus('online');
});

socket.on('disconnect', (reason) => {
  if (reason === 'io client disconnect') return;
  setStatus('offline');
  // The server ends a session whose token expired and never reconnects it by itself.
  if (reason === 'io server disconnect') {
    setTimeout(() => {
      if (wanted && !socket.active) socket.connect();
    }, SOCKET_RECONNECT_DELAY_MS);
  }
});

socket.on('connect_error', () => {
  setStatus('offline');
  // An active socket keeps retrying a network failure by itself; an inactive one was refused at the
  // handshake, most likely for an expired token: refresh it once through the API client, then retry.
  if (socket.active || refreshedSinceConnect) return;
  refreshedSinceConnect = true;
  api
    .refresh()
    .then((token) => {
      if (token && wanted) socket.connect();
    })
    .catch(() => undefined);
});

/** Opens the connection for the signed-in user (spec §4); a no-op while it is open or retrying. */
export function connectSocket(): void {
  wanted = true;
  if (socket.active) return;
  setStatus('connecting');
  socket.connect();
}

/** Closes the connection (logout, page unload); nothing reconnects it until `connectSocket`. */
export function disconnectSocket(): void {
  wanted = false;
  socket.disconnect();
  setStatus('idle');
}
