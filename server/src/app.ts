import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { UPLOAD_MAX_BYTES } from '@questboard/contract/constants';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ledgerOverHttpRoutes } from './cli/ledger-over-http';
import type { Config } from './config';
import { type AppContext, createContext } from './context';
import type { DatabaseHandle } from './db/client';
import { rateLimitKey } from './http/rate-limit-key';
import { loggerOptions, OneLinePerRequest } from './logger';
import { isPageRenderCall } from './modules/share/share.module';
import { registerErrorHandling } from './plugins/errors';
import { registerInstanceMetrics } from './plugins/instance-metrics';
import { registerObservability, requestId } from './plugins/observability';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles, WEB_ASSETS_PREFIX } from './plugins/static-files';
import { registerUploads } from './plugins/uploads';
import { attachRealtime } from './realtime/io';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The domain services of this app (e.g. `services.notifications.notify` for features outside HTTP). */
    services: Services;
  }
}

/**
 * Fastify ignores a plain hop count (it cannot check the nearest peer), so a count becomes the classic rule:
 * the `hops` nearest addresses (the socket's and the last entries of X-Forwarded-For) are trusted proxies.
 */
function fastifyTrustProxy(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The whole HTTP application on an open, migrated database; no listen (tests inject into it). */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1_048_576,
    // Forwarded-for headers only count from the proxies the operator names (TRUST_PROXY); by default none.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The proxy's X-Request-Id when it sent a sane one, else a UUID; logged on every line as requestId.
    requestIdHeader: false,
    genReqId: requestId,
    logController: new OneLinePerRequest({
      requestIdLogLabel: 'requestId',
      // A page rendered on the server asks the API in process (modules/share/page-renderer.ts): the page's own
      // request is logged; its half-dozen inner calls are not visitors' requests (their errors are still logged).
      disableRequestLogging: (request: FastifyRequest) => isPageRenderCall(request),
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body answers 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  const ctx = createContext(config, database, app.log);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.redis?.quit().catch(() => undefined);
    if (ctx.storage.kind === 's3') ctx.storage.close();
  });

  registerErrorHandling(app);
  registerObservability(app, ctx.metrics, config.metricsToken);
  registerSecurityHeaders(app, config.publicUrl, { telegramWidget: Boolean(config.social.telegram) });
  await app.register(rateLimit, {
    global: true,
    max: config.globalRateLimitPerMinute,
    timeWindow: 60_000,
    // The web app's hashed build files (a page load fetches ~35 of them) are served precompressed from disk and
    // never change: counting them let a few quick page loads from one address use up a minute's API calls.
    // Nor do the API calls a page rendered on the server makes in process (modules/share/page-renderer.ts).
    allowList: (request) => request.url.startsWith(WEB_ASSETS_PREFIX) || isPageRenderCall(request),
    keyGenerator: rateLimitKey,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: 'qb:rl:' } : {}),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 100, fieldSize: 100_000 } });
  await registerOpenApi(app);

  const services = createServices(ctx);
  app.decorate('services', services);
  app.decorate('viewerOf', services.viewerOf);
  app.decorate('apiKeyGate', services.apiKeyGate);
  app.addHook('onClose', async () => {
    await services.chainWorkers.stop();
    await services.jobs.stop();
    await services.chain.close();
  });
  await app.register(async (api) => {
    for (const routes of services.routes) routes(api);
    if (config.devLedger) ledgerOverHttpRoutes(api, ctx.database.db);
  });
  registerInstanceMetrics(ctx, attachRealtime(app, ctx, services), services.jobs);
  await registerUploads(app, ctx.storage);
  await registerStaticFiles(app, { ...services.pages, publicUrl: ctx.config.publicUrl });
  return app;
}
