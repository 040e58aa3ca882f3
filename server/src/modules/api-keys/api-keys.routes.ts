import { apiKeysApi } from '@questboard/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ApiKeysService } from './api-keys.service';

export function apiKeysRoutes(app: FastifyInstance, { apiKeys }: { apiKeys: ApiKeysService }): void {
  route(app, apiKeysApi.list, ({ viewer, params }) => apiKeys.list(viewer, params.id));
  route(app, apiKeysApi.create, ({ viewer, params, body }) => apiKeys.create(viewer, params.id, body));
  route(app, apiKeysApi.revoke, async ({ viewer, params }) => {
    await apiKeys.revoke(viewer, params.id, params.keyId);
    return { ok: true as const };
  });
  route(app, apiKeysApi.rotate, ({ viewer, params, body }) =>
    apiKeys.rotate(viewer, params.id, params.keyId, body.graceSeconds),
  );
}
