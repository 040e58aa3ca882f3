import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccessTokens } from '../lib/access-tokens';
import { sessionOfToken } from '../modules/auth/auth.module';
import type { RealtimeServer } from './hub';

/** Vite's dev server, where the web app runs during development (`npm run dev -w web`). */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The origins a browser may open a socket from: the product's own, plus the dev server outside production. */
export function allowedOrigins(config: Config): Set<string> {
  const own = new URL(config.publicUrl).origin;
  return new Set(config.env === 'production' ? [own] : [own, ...DEV_ORIGINS]);
}

/** True when the page's Origin names the very host the request was sent to (the app served by this server). */
export function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * engine.io's `allowRequest`: a browser's Origin must be allowed (no cross-site socket hijacking): the page's own
 * host (the app opened at 127.0.0.1 or a LAN address instead of PUBLIC_URL) or a configured origin. Requests
 * without an Origin header do not come from a browser page and pass on to the token check. A refusal is logged.
 */
export function originCheck(config: Config, log?: { warn(details: object, message: string): void }) {
  const origins = allowedOrigins(config);
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    if (origin === undefined || origins.has(origin) || isSameOrigin(origin, req.headers.host)) {
      callback(null, true);
      return;
    }
    log?.warn({ origin, host: req.headers.host }, 'socket refused: this origin may not open a socket here');
    callback(SOCKET_ORIGIN_REFUSED, false);
  };
}

export const SOCKET_ORIGIN_REFUSED = 'This origin may not open a socket here';

function tokenOf(auth: unknown, query: unknown): string | undefined {
  const fromAuth = (auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const fromQuery = (query as { token?: unknown } | undefined)?.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

export const HANDSHAKE_ERRORS = {
  missing: 'Sign in to connect: send the access token in auth.token',
  invalid: 'Your session has expired. Sign in again.',
  expired: 'Your session has expired. Sign in again.',
} as const;

/**
 * Socket.IO middleware: the access token comes in the handshake's `auth.token` or the `token` query parameter,
 * and must belong to an open session. The socket joins its user's channel and is disconnected when the token
 * expires (the client reconnects with a fresh one).
 */
export function authenticate(io: RealtimeServer, deps: { db: Database; accessTokens: AccessTokens }) {
  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket.handshake.auth, socket.handshake.query);
      if (!token) return next(new Error(HANDSHAKE_ERRORS.missing));
      const session = await sessionOfToken(token, deps);
      if (!session) return next(new Error(HANDSHAKE_ERRORS.invalid));
      socket.data.userId = session.user.id;
      socket.data.sessionId = session.sessionId;
      const timer = setTimeout(
        () => {
          socket.emit('exception', { message: HANDSHAKE_ERRORS.expired });
          socket.disconnect(true);
        },
        Math.min(2 ** 31 - 1, Math.max(0, session.expiresAt - Date.now())),
      );
      timer.unref();
      socket.once('disconnect', () => clearTimeout(timer));
      next();
    } catch {
      next(new Error('The server could not check your session. Try again.'));
    }
  });
}
