import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { defineJob } from '../jobs/jobs.module';
import type { WebhookOutbox } from './webhook-outbox';

/** A delivery never tried this long after it was made lost its job (the instance died between the two writes). */
const ORPHAN_AFTER_SECONDS = 120;
const SWEEP_MAX = 500;

/**
 * Sends the job again of deliveries that were stored but never tried: a crash between storing a delivery and
 * queueing its job would otherwise leave it waiting for ever. The key is the delivery's id, so a job still waiting
 * for it is not doubled; a run that does both anyway sends once more at most (the receiver de-duplicates by id).
 */
export async function sweepOrphanDeliveries(db: Database, outbox: WebhookOutbox): Promise<number> {
  const orphans = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        eq(webhookEndpoints.enabled, true),
        isNull(webhookDeliveries.lastAttemptAt),
        lt(webhookDeliveries.createdAt, new Date(Date.now() - ORPHAN_AFTER_SECONDS * 1000)),
      ),
    )
    .limit(SWEEP_MAX);
  for (const { id } of orphans) await outbox.send(id);
  return orphans.length;
}

/** The sweep as a durable job, every five minutes (UTC) once across all instances. */
export const sweepWebhooksJob = (db: Database, outbox: WebhookOutbox) =>
  defineJob({
    name: 'webhooks.sweep',
    cron: '*/5 * * * *',
    retry: { limit: 1, delaySeconds: 60 },
    run: async () => {
      await sweepOrphanDeliveries(db, outbox);
    },
  });
