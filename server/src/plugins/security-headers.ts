import type { FastifyInstance, FastifyRequest } from 'fastify';
import { helmetHeaders } from './helmet-headers';

/** The origins the web app may connect to: its own, and PUBLIC_URL's (HTTP and its WebSocket twin). */
export function connectSources(publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const socket = origin.replace(/^http/, 'ws');
  return ["'self'", origin, socket];
}

const TOKEN_FIELD = /"(accessToken|refreshToken|secretKey|code)"\s*:/;

/** Whether an answer must never be stored by a browser or proxy: it is per user, or it carries secrets. */
function isPrivate(request: FastifyRequest, payload: unknown): boolean {
  if (request.headers.authorization) return true;
  if (request.url.startsWith('/api/v1/dev/')) return true;
  return typeof payload === 'string' && request.url.startsWith('/api/') && TOKEN_FIELD.test(payload);
}

/**
 * Helmet with our CSP, and `Cache-Control: no-store` on authenticated answers and answers that carry tokens. With
 * Telegram configured, its login widget may load (a script from telegram.org that opens a frame on
 * oauth.telegram.org); nothing else from outside runs.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  opts: { telegramWidget?: boolean } = {},
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.telegramWidget ? ['https://telegram.org'] : [])],
        frameSrc: ["'self'", ...(opts.telegramWidget ? ['https://oauth.telegram.org'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: connectSources(publicUrl),
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivate(request, payload)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
