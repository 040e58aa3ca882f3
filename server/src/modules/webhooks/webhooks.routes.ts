import { webhooksApi } from '@questboard/contract/webhooks';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ConditionApiService } from './condition-api.service';
import type { WebhooksService } from './webhooks.service';

export function webhooksRoutes(
  app: FastifyInstance,
  { webhooks, conditionApi }: { webhooks: WebhooksService; conditionApi: ConditionApiService },
): void {
  route(app, webhooksApi.conditionTest, ({ viewer, params, body }) => conditionApi.test(viewer, params.id, body.url));
  route(app, webhooksApi.list, ({ viewer, params }) => webhooks.list(viewer, params.id));
  route(app, webhooksApi.create, ({ viewer, params, body }) => webhooks.create(viewer, params.id, body));
  route(app, webhooksApi.update, ({ viewer, params, body }) =>
    webhooks.update(viewer, params.id, params.webhookId, body),
  );
  route(app, webhooksApi.remove, async ({ viewer, params }) => {
    await webhooks.remove(viewer, params.id, params.webhookId);
    return { ok: true as const };
  });
  route(app, webhooksApi.rotateSecret, ({ viewer, params, body }) =>
    webhooks.rotateSecret(viewer, params.id, params.webhookId, body.graceSeconds),
  );
  route(app, webhooksApi.deliveries, ({ viewer, params, query }) =>
    webhooks.deliveries(viewer, params.id, params.webhookId, query),
  );
  route(app, webhooksApi.redeliver, ({ viewer, params }) =>
    webhooks.redeliver(viewer, params.id, params.webhookId, params.deliveryId),
  );
  route(app, webhooksApi.test, ({ viewer, params }) => webhooks.test(viewer, params.id, params.webhookId));
}
