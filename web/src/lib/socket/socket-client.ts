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
import { tokenExpiresAt } from './token-expiry';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long before its token expires a connection is renewed (the server closes it at expiry). */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

let handshakeToken: string | undefined;

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
  auth: (send) => {
    handshakeToken = readTokens()?.accessToken;
    send({ token: handshakeToken });
  },
});

const setStatus = useSocketStatus.getState().setStatus;
let wanted = false;
let refreshedSinceConnect = false;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

/** The stored token if the API client already rotated it, else a fresh one; null once the session is over. */
async function freshToken(): Promise<string | null> {
  const stored = readTokens()?.accessToken;
  return stored && stored !== handshakeToken ? stored : api.refresh();
}

/** Reconnects with a fresh token shortly before the current one expires, so the session never drops. */
function scheduleRenewal() {
  clearTimeout(renewTimer);
  const expiresAt = handshakeToken ? tokenExpiresAt(handshakeToken) : null;
  if (expiresAt === null) return;
  renewTimer = setTimeout(
    () => {
      freshToken()
        .then((token) => {
          if (!token || !wanted) return;
          socket.disconnect();
          socket.connect();
        })
        .catch(() => undefined);
    },
    Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS),
  );
}

socket.on('connect', () => {
  refreshedSinceConnect = false;
  setStatus('online');
  scheduleRenewal();
});

socket.on('disconnect', (reason) => {
  clearTimeout(renewTimer);
  if (reason === 'io client disconnect') return;
  setStatus('offline');
  // The server closed it (an expired session): socket.io does not come back by itself.
  if (reason === 'io server disconnect') {
    setTimeout(() => {
      if (wanted && !socket.active) socket.connect();
    }, SOCKET_RECONNECT_DELAY_MS);
  }
});

/** After a transport failure: the API answering means the network is fine and the socket itself was refused. */
function tellRefusedFromOffline() {
  fetch('/api/v1/health', { cache: 'no-store' })
    .then((response) => {
      if (response.ok && wanted && !socket.connected) setStatus('refused');
    })
    .catch(() => undefined);
}

socket.on('connect_error', (error) => {
  setStatus('offline');
  // The handshake refused at the HTTP level (origin) surfaces only as a transport error, like a lost network.
  if (error.message === 'websocket error') tellRefusedFromOffline();
  // An active socket keeps retrying a network failure by itself; an inactive one was refused at the
  // handshake, most likely for an expired token: get a fresh one from the API client once, then retry.
  if (socket.active || refreshedSinceConnect) return;
  refreshedSinceConnect = true;
  freshToken()
    .then((token) => {
      if (token && wanted) socket.connect();
    })
    .catch(() => undefined);
});

/** Opens the connection for the signed-in user (docs/domain.md, States); a no-op while it is open or retrying. */
export function connectSocket(): void {
  wanted = true;
  if (socket.active) return;
  setStatus('connecting');
  socket.connect();
}

/** Closes the connection (logout, page unload); nothing reconnects it until `connectSocket`. */
export function disconnectSocket(): void {
  wanted = false;
  clearTimeout(renewTimer);
  socket.disconnect();
  // Emits still waiting for a connection belong to the session that ends here.
  socket.sendBuffer = [];
  setStatus('idle');
}
