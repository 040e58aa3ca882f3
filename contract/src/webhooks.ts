import { z } from 'zod';
import { endpoint } from './endpoint';
import { Ok, pageOf, pageQuery } from './lists';

/** What a brand's webhook may ask to hear of (the body's `type`). */
export const WEBHOOK_EVENTS = [
  'quest.published',
  'quest.ended',
  'participant.started',
  'participant.completed',
  'invite.accepted',
  'submission.pending',
  'submission.decided',
  'reward.claimed',
  'deposit.credited',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "send test event" sends; no endpoint subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = {
  perBrand: 10,
  /** How long a rotated secret keeps signing beside the new one, by default and at most. */
  defaultGraceSeconds: 24 * 60 * 60,
  maxGraceSeconds: 7 * 24 * 60 * 60,
  /** What is kept of a receiver's answer. */
  excerptChars: 500,
} as const;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (two v1 while a rotated secret overlaps). */
export const WEBHOOK_SIGNATURE_HEADER = 'Questboard-Signature';

export const WebhookEndpoint = z.object({
  id: z.string(),
  brandId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** While set and in the future, the previous secret still signs beside the current one. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** An endpoint with its signing secret: answered only when made or when its secret is rotated. */
export const WebhookWithSecret = z.object({ webhook: WebhookEndpoint, secret: z.string() });

const webhookUrl = z.string().trim().min(1, 'Give the URL').max(2000, 'At most 2000 characters');
const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event')
  .transform((list) => [...new Set(list)]);

export const CreateWebhookBody = z.object({ url: webhookUrl, events });
export const UpdateWebhookBody = z.object({
  url: webhookUrl.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export const RotateWebhookSecretBody = z.object({
  graceSeconds: z.number().int().min(0).max(WEBHOOK_LIMITS.maxGraceSeconds).default(WEBHOOK_LIMITS.defaultGraceSeconds),
});

export const WebhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status, or null when it never answered (refused, timed out). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});

export const WebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number().int(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Newest first. */
  log: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** A custom API condition's test request: what was sent (signed) and what the endpoint answered. */
export const ConditionApiTest = z.object({
  request: z.object({ url: z.string(), headers: z.record(z.string(), z.string()), body: z.string() }),
  answer: z.object({
    statusCode: z.number().int().nullable(),
    body: z.string().nullable(),
    error: z.string().nullable(),
    durationMs: z.number().int(),
  }),
  /** DONE on 200, NOT_YET on 400 (with the endpoint's message), FAILED otherwise. */
  outcome: z.enum(['DONE', 'NOT_YET', 'FAILED']),
  message: z.string().nullable(),
  /** The brand's signing secret for custom API conditions: check `Questboard-Signature` with it. */
  secret: z.string(),
});
export type ConditionApiTest = z.infer<typeof ConditionApiTest>;

const brandParam = z.object({ id: z.uuid({ error: 'Must be a UUID' }) });
const hookParam = brandParam.extend({ webhookId: z.uuid({ error: 'Must be a UUID' }) });
const deliveryParam = hookParam.extend({ deliveryId: z.uuid({ error: 'Must be a UUID' }) });

/** A brand owner's webhooks (signed-in owner only). */
export const webhooksApi = {
  list: endpoint({
    method: 'GET',
    path: '/brands/:id/webhooks',
    auth: true,
    params: brandParam,
    summary: "The brand's webhook endpoints (owner only)",
    response: z.array(WebhookEndpoint),
  }),
  create: endpoint({
    method: 'POST',
    path: '/brands/:id/webhooks',
    auth: true,
    params: brandParam,
    body: CreateWebhookBody,
    summary: 'Add an endpoint for some events; the answer shows its signing secret, once (owner only)',
    response: WebhookWithSecret,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/brands/:id/webhooks/:webhookId',
    auth: true,
    params: hookParam,
    body: UpdateWebhookBody,
    summary: "Change an endpoint's URL, events or whether it is enabled (owner only)",
    response: WebhookEndpoint,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/brands/:id/webhooks/:webhookId',
    auth: true,
    params: hookParam,
    summary: 'Delete an endpoint and its delivery log (owner only)',
    response: Ok,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/brands/:id/webhooks/:webhookId/rotate-secret',
    auth: true,
    params: hookParam,
    body: RotateWebhookSecretBody,
    summary: 'A new signing secret; the old one signs too (a second v1) for graceSeconds (owner only)',
    response: WebhookWithSecret,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/brands/:id/webhooks/:webhookId/deliveries',
    auth: true,
    params: hookParam,
    query: pageQuery(),
    summary: "An endpoint's deliveries, newest first, each with its attempts (owner only)",
    response: pageOf(WebhookDelivery),
  }),
  redeliver: endpoint({
    method: 'POST',
    path: '/brands/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    auth: true,
    params: deliveryParam,
    summary: 'Send a delivery again, with the same event id (owner only)',
    response: WebhookDelivery,
  }),
  conditionTest: endpoint({
    method: 'POST',
    path: '/brands/:id/condition-api/test',
    auth: true,
    params: brandParam,
    summary:
      "Send a test request to a custom API condition's endpoint as a check would (the owner as participant); " +
      'answers the signed request and what came back (owner only)',
    body: z.object({ url: z.string().trim().min(1).max(500) }),
    response: ConditionApiTest,
  }),
  test: endpoint({
    method: 'POST',
    path: '/brands/:id/webhooks/:webhookId/test',
    auth: true,
    params: hookParam,
    summary: 'Send a webhook.test event to the endpoint (owner only)',
    response: WebhookDelivery,
  }),
};
