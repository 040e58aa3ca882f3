import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '@questboard/contract/webhooks';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/webhooks';

export function toWebhook(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    brandId: row.brandId,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    previousSecretUntil: row.previousSecretUntil?.toISOString() ?? null,
  };
}

export function toDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    log: attempts.map((a) => ({
      at: a.at.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      responseExcerpt: a.responseExcerpt,
      error: a.error,
    })),
  };
}
