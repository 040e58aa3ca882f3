import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The key of a request whose client has already hung up: its socket no longer has an address. */
const GONE = 'gone';

/**
 * Whom the global rate limit counts a request against: its address, as the plugin's own key does (IPv6 by subnet).
 * A request whose client closed the connection before the limit was checked has no address (`request.ip` is
 * undefined), and the plugin's default key threw on it: a 500 in the log for a request nobody waits for.
 */
export function rateLimitKey(request: Pick<FastifyRequest, 'ip'>): string {
  const ip: string | undefined = request.ip;
  return ip ? normalizeIP(ip) : GONE;
}
