import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import type { JobQueue } from '../jobs/jobs.module';

export const DELIVER_JOB = 'webhooks.deliver';

/** The body every receiver gets: `id` is the event's, the same for each endpoint and each retry (de-duplication). */
export interface WebhookBody {
  id: string;
  type: string;
  createdAt: string;
  brandId: string;
  data: object;
}

/**
 * Turns one event of a brand into a delivery per endpoint that wants it, each a durable job (retried with
 * back-off, once across instances; a delivery row says where it stands, so a job run twice sends once more at most).
 */
export class WebhookOutbox {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues the event for every enabled endpoint of the brand that asked for `type`; answers the deliveries. */
  async publish(brandId: string, type: string, data: object): Promise<WebhookDeliveryRow[]> {
    const endpoints = await this.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.brandId, brandId),
          eq(webhookEndpoints.enabled, true),
          sql`${type} = any(${webhookEndpoints.events})`,
        ),
      );
    return this.queue(
      endpoints.map((e) => e.id),
      brandId,
      type,
      data,
    );
  }

  /** Queues the event for these endpoints (of the brand), whatever they subscribed to (a test event). */
  async queue(endpointIds: string[], brandId: string, type: string, data: object): Promise<WebhookDeliveryRow[]> {
    if (endpointIds.length === 0) return [];
    const eventId = randomUUID();
    const body: WebhookBody = { id: eventId, type, createdAt: new Date().toISOString(), brandId, data };
    const text = JSON.stringify(body);
    const rows = await this.db
      .insert(webhookDeliveries)
      .values(endpointIds.map((endpointId) => ({ endpointId, eventId, eventType: type, body: text })))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) await this.send(row.id, row.id);
    return rows;
  }

  /** Sends the delivery's job; `key` keeps one waiting job per delivery round. */
  send(deliveryId: string, key: string): Promise<string | null> {
    return this.jobs.send(DELIVER_JOB, { deliveryId }, { key });
  }
}
