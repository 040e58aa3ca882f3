import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/secrets';

const COOKIE = 'qb_oauth';

function readCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = rest.join('=');
      if (/^[A-Za-z0-9_-]{20,100}$/.test(value)) return value;
    }
  }
  return undefined;
}

/**
 * The hash of this browser's OAuth binding cookie, set when missing. The cookie is HttpOnly, SameSite=Lax (sent on
 * the provider's top-level redirect back to us) and scoped to the auth API, so a state or ticket stolen from a URL
 * is useless in another browser.
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  let value = readCookie(request);
  if (!value) {
    value = randomToken(24);
    reply.header(
      'set-cookie',
      `${COOKIE}=${value}; Path=/api/v1/auth; HttpOnly; SameSite=Lax; Max-Age=86400${secure ? '; Secure' : ''}`,
    );
  }
  return sha256(value);
}

/** The hash of the binding cookie this request carries, if any. */
export function browserOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request);
  return value ? sha256(value) : undefined;
}
