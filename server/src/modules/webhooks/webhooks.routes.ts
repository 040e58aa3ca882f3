import { webhooksApi } from '@questboard/contract/webhooks';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { ConditionApiService } from './condition-api.service';
import type { WebhooksService } from './webhooks.service';

export function webhooksRoutes(
  app: FastifyInstance,
  { webhooks, conditionApi }: { webhooks: WebhooksService; conditionApi: ConditionApiService },
): void {
  route(app, webhooksApi.conditionTest, ({ user, ability, params, body }) =>
    conditionApi.test({ user, ability }, params.id, body.url),
  );
  route(app, webhooksApi.list, ({ user, ability, params }) => webhooks.list({ user, ability }, params.id));
  route(app, webhooksApi.create, ({ user, ability, params, body }) =>
    webhooks.create({ user, ability }, params.id, body),
  );
  route(app, webhooksApi.update, ({ user, ability, params, body }) =>
    webhooks.update({ user, ability }, params.id, params.webhookId, body),
  );
  route(app, webhooksApi.remove, async ({ user, ability, params }) => {
    await webhooks.remove({ user, ability }, params.id, params.webhookId);
    return { ok: true as const };
  });
  route(app, webhooksApi.rotateSecret, ({ user, ability, params, body }) =>
    webhooks.rotateSecret({ user, ability }, params.id, params.webhookId, body.graceSeconds),
  );
  route(app, webhooksApi.deliveries, ({ user, ability, params, query }) =>
    webhooks.deliveries({ user, ability }, params.id, params.webhookId, query),
  );
  route(app, webhooksApi.redeliver, ({ user, ability, params }) =>
    webhooks.redeliver({ user, ability }, params.id, params.webhookId, params.deliveryId),
  );
  route(app, webhooksApi.test, ({ user, ability, params }) =>
    webhooks.test({ user, ability }, params.id, params.webhookId),
  );
}
