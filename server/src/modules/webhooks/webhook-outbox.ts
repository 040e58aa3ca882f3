import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import type { JobQueue } from '../jobs/jobs.module';

export const DELIVER_JOB = 'webhooks.deliver';

/**
 * The event id of an event that happens once (a reward claimed by one person on one quest, a quest ended): derived
 * from what makes it unique, so that publishing it twice gives the same id (a UUID shaped from a SHA-256).
 */
export function eventIdOf(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An endpoint that is on and asked for `type`. */
export const wantsEvent = (type: string) =>
  and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`);

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
    private readonly jobs: Pick<JobQueue, 'send'>,
  ) {}

  /** Queues the event for these endpoints (of the brand), whatever they subscribed to (a test event). */
  async queue(
    endpointIds: string[],
    brandId: string,
    type: string,
    data: object,
    eventId?: string,
  ): Promise<WebhookDeliveryRow[]> {
    const rows = await this.store(this.db, endpointIds, brandId, type, data, eventId);
    for (const row of rows) await this.send(row.id);
    return rows;
  }

  /**
   * Stores one delivery of the event per endpoint, with `db` (the change's own transaction, so the event is kept if
   * and only if the change is), and answers the deliveries stored now: one already stored for this endpoint and
   * event (published before) is not made again. Their jobs are sent by the caller (`send`) once that committed, or
   * by the sweep if it never was.
   */
  async store(
    db: Executor,
    endpointIds: string[],
    brandId: string,
    type: string,
    data: object,
    eventId: string = randomUUID(),
  ): Promise<WebhookDeliveryRow[]> {
    if (endpointIds.length === 0) return [];
    const body: WebhookBody = { id: eventId, type, createdAt: new Date().toISOString(), brandId, data };
    const text = JSON.stringify(body);
    return db
      .insert(webhookDeliveries)
      .values(endpointIds.map((endpointId) => ({ endpointId, eventId, eventType: type, body: text })))
      .onConflictDoNothing()
      .returning();
  }

  /**
   * Sends the delivery's job: one waiting job per delivery (the `short` queue honours the key), and the delivery's
   * claim lets one run at a time send it, so a second send (the sweep, a redelivery, another instance) never
   * makes a second delivery of the same round.
   */
  send(deliveryId: string): Promise<string | null> {
    return this.jobs.send(DELIVER_JOB, { deliveryId }, { key: deliveryId });
  }

  /** The delivery's next try, after `seconds` (the failed try's own job is still running: it ends right after). */
  async sendLater(deliveryId: string, seconds: number): Promise<void> {
    await this.jobs.send(DELIVER_JOB, { deliveryId }, { key: deliveryId, after: Math.ceil(seconds) });
  }
}
