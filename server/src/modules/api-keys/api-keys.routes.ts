import { apiKeysApi } from '@questboard/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(app: FastifyInstance, { apiKeys }: { apiKeys: ApiKeysService }): void {
  route(app, apiKeysApi.list, ({ user, ability, params }) => apiKeys.list({ user, ability }, params.id));
  route(app, apiKeysApi.create, ({ user, ability, params, body }) =>
    apiKeys.create({ user, ability }, params.id, body),
  );
  route(app, apiKeysApi.revoke, async ({ user, ability, params }) => {
    await apiKeys.revoke({ user, ability }, params.id, params.keyId);
    return { ok: true as const };
  });
  route(app, apiKeysApi.rotate, ({ user, ability, params, body }) =>
    apiKeys.rotate({ user, ability }, params.id, params.keyId, body.graceSeconds),
  );
}
