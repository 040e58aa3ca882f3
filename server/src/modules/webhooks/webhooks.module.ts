import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { DomainEvents } from '../../events/domain-event-bus';
import type { TokenCipher } from '../../lib/token-cipher';
import type { JobQueue } from '../jobs/jobs.module';
import type { NotificationsService } from '../notifications/notifications.module';
import { BrandApi } from './brand-api';
import { ConditionApiService } from './condition-api.service';
import { deliverWebhookJob, WebhookDeliverer } from './webhook-deliverer';
import { publishWebhookEvents } from './webhook-events';
import { WebhookOutbox } from './webhook-outbox';
import { sweepWebhooksJob } from './webhook-sweep';
import { webhooksRoutes } from './webhooks.routes';
import { WebhooksService } from './webhooks.service';

/**
 * The webhooks module's one door: brands' endpoints and their signed deliveries. It hears the other modules'
 * domain events inside their transaction, stores there one delivery per endpoint that wants the event, sends each
 * once the change committed as a durable job (`webhooks.deliver`, retried with exponential back-off; the sweep sends
 * one whose job was lost), and keeps each attempt in the delivery log.
 */
export function webhooksModule(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  uses: { jobs: JobQueue; events: DomainEvents; cipher: TokenCipher; notifications: NotificationsService },
) {
  const outbox = new WebhookOutbox(ctx.db, uses.jobs);
  const brandApi = new BrandApi({
    secret: `brand-api:${ctx.config.jwtSecret}`,
    allowPrivateUrls: ctx.config.webhooks.allowPrivateUrls,
    httpsOnly: ctx.config.env === 'production',
    timeoutMs: ctx.config.webhooks.timeoutMs,
  });
  const conditionApi = new ConditionApiService(ctx.db, brandApi);
  const webhooks = new WebhooksService(ctx.db, uses.cipher, outbox, ctx.config.webhooks);
  const deliverer = new WebhookDeliverer(
    ctx.db,
    uses.cipher,
    ctx.config.webhooks,
    (deliveryId, seconds) => outbox.sendLater(deliveryId, seconds),
    async (ownerId, endpoint) => {
      await uses.notifications.notify(ownerId, {
        type: 'WEBHOOK_DISABLED',
        message: { key: 'webhook_disabled', params: { url: endpoint.url } },
        link: `/brands-dashboard/brands/${endpoint.brandId}/developers`,
      });
    },
  );
  uses.jobs.register(deliverWebhookJob(deliverer, ctx.config.webhooks));
  uses.jobs.register(sweepWebhooksJob(ctx.db, outbox));
  publishWebhookEvents(uses.events, outbox, ctx.log);
  return {
    webhooks,
    brandApi,
    routes: (app: FastifyInstance) => webhooksRoutes(app, { webhooks, conditionApi }),
  };
}

/**
 * For an operator's command run beside the server (a deposit given by hand): the webhook events it records are
 * stored in its transaction as the server stores them, and the running server's sweep sends them (a command has no
 * job queue of its own).
 */
export function webhookEventsOfCommand(db: Database): DomainEvents {
  const events = new DomainEvents({ error: () => undefined });
  publishWebhookEvents(events, new WebhookOutbox(db, { send: async () => null }), { error: () => undefined });
  return events;
}

export type { BrandApi, BrandApiPerson } from './brand-api';
export type { WebhooksService } from './webhooks.service';
