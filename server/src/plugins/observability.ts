import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import { isLocalRequest } from '../lib/loopback';
import type { AppMetrics } from '../lib/metrics';

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * The id of a request: the proxy's `X-Request-Id` when it sent a sane one (so one id follows a request through
 * proxy and app logs), else a new UUID. Fastify logs it with every line of the request as `requestId`.
 */
export function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route pattern (`/api/v1/quests/:id`), so that metrics have one series per route, not one per URL. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Every answer carries its request id (`X-Request-Id`); every request is timed per route; 5xx answers are counted;
 * `GET /metrics` answers in Prometheus format to callers on this machine, or anywhere with `METRICS_TOKEN`.
 */
export function registerObservability(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.requestErrors.inc({ ...labels, status: String(reply.statusCode) });
  });
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    const allowed = token ? sameSecret(request.headers.authorization, `Bearer ${token}`) : isLocalRequest(request);
    if (!allowed) throw notFound('Not found');
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

function sameSecret(given: string | undefined, expected: string): boolean {
  const [a, b] = [Buffer.from(given ?? ''), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
