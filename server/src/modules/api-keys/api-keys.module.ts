import type { Endpoint } from '@questboard/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ApiKeyCaller } from '../../lib/viewer';
import { apiKeysRoutes } from './api-keys.routes';
import { ApiKeysService } from './api-keys.service';
import { KeyCallers } from './key-callers';
import { assertKeyMayCall } from './key-gate';

/**
 * The API keys module's one door: brands' keys (`Authorization: Bearer qb_…`), made and managed by the brand's
 * owner; a key acts as that owner for its brand only (`keyCallers` for the auth module, `assertKeyMayCall` for
 * every route), within its scope and its per-key rate limit.
 */
export function apiKeysModule(ctx: Pick<AppContext, 'db' | 'redis' | 'config'>) {
  const apiKeys = new ApiKeysService(ctx.db);
  const keyCallers = new KeyCallers(ctx.db, ctx.config.apiKeys, ctx.redis);
  return {
    apiKeys,
    keyCallers,
    assertKeyMayCall: (key: ApiKeyCaller, endpoint: Pick<Endpoint, 'method' | 'apiKey'>, params: unknown) =>
      assertKeyMayCall(ctx.db, key, endpoint, params),
    routes: (app: FastifyInstance) => apiKeysRoutes(app, { apiKeys }),
  };
}

export type { ApiKeysService } from './api-keys.service';
export type { KeyCallers } from './key-callers';
export { isApiKeyToken } from './key-secrets';
