import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT } from '@questboard/contract/webhooks';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import {
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/webhooks';
import type { TokenCipher } from '../../lib/token-cipher';
import { defineJob } from '../jobs/jobs.module';
import { DELIVER_JOB } from './webhook-outbox';
import { postWebhook, type SenderOptions } from './webhook-sender';
import { signatureHeader } from './webhook-signature';

export interface DeliveryConfig extends SenderOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long after its first failed try a delivery is still tried again. */
  retryWindowSeconds: number;
}

/** The longest wait between two tries: past a day of doubling, tries stay hourly until the window ends. */
const MAX_RETRY_WAIT_SECONDS = 3600;

/**
 * The wait before retry number `retry` (1 for the first): the delay doubled each time, ×1–2 jitter so that failing
 * deliveries do not return together, at most an hour, and never past the window's end (the last try is at its end).
 */
export function retryWait(config: DeliveryConfig, retry: number, secondsLeft: number, jitter = Math.random()): number {
  const doubled = config.retryDelaySeconds * 2 ** Math.min(retry - 1, 30) * (1 + jitter);
  return Math.max(0, Math.min(doubled, MAX_RETRY_WAIT_SECONDS, secondsLeft));
}

/** Sends a delivery's job again, to run after `seconds`. */
export type RetryLater = (deliveryId: string, seconds: number) => Promise<void>;

/** Tells the brand's owner their endpoint was turned off (the notifications module's bell). */
export type TellEndpointDisabled = (ownerId: string, endpoint: WebhookEndpointRow) => Promise<void>;

/** A delivery another run is sending now: the job tries again later. */
export class DeliveryBusy extends Error {}

/**
 * One try of one delivery: signs the body with the endpoint's secret(s), POSTs it, logs the attempt, and marks the
 * delivery DELIVERED on a 2xx, FAILED once the tries of its round are spent, else throws for a retry.
 */
export class WebhookDeliverer {
  constructor(
    private readonly db: Database,
    private readonly cipher: TokenCipher,
    private readonly config: DeliveryConfig,
    private readonly retryLater: RetryLater,
    private readonly tellDisabled: TellEndpointDisabled = async () => undefined,
  ) {}

  async deliver(deliveryId: string): Promise<void> {
    const claim = randomUUID();
    // The claim (a lease a little longer than one try) makes this run the only one sending it now: a second job of
    // the same delivery (sent twice, run on another instance, a redelivery racing a retry) finds it taken and tries
    // later (by then it is delivered, or the run holding it died and its lease ran out). Only a PENDING one is
    // claimed: delivered already or failed for good, there is nothing to do.
    const [claimed] = await this.db
      .update(webhookDeliveries)
      .set({
        claimedBy: claim,
        claimedUntil: sql`now() + make_interval(secs => ${claimLeaseSeconds(this.config)})`,
      })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'PENDING'),
          or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, sql`now()`)),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!claimed) {
      const [now] = await this.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId));
      if (now?.status === 'PENDING') throw new DeliveryBusy(`webhook ${deliveryId}: being sent by another run`);
      return;
    }
    const [found] = await this.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    const release = () =>
      this.db
        .update(webhookDeliveries)
        .set({ claimedBy: null, claimedUntil: null })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.claimedBy, claim)));
    // Its endpoint gone or paused. A test event still goes to an endpoint turned off, so that its owner can check a
    // fix before turning it on.
    if (!found || (!found.endpoint.enabled && found.delivery.eventType !== WEBHOOK_TEST_EVENT)) {
      await release();
      return;
    }
    const { delivery, endpoint } = found;
    const secrets = [this.cipher.decrypt(endpoint.secretSealed)];
    if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()) {
      secrets.push(this.cipher.decrypt(endpoint.previousSecretSealed));
    }
    const usable = secrets.filter((s): s is string => s !== null);
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postWebhook(
      endpoint.url,
      delivery.body,
      {
        'user-agent': 'Questboard-Webhooks/1',
        'questboard-signature': signatureHeader(usable, timestamp, delivery.body),
        'questboard-event': delivery.eventType,
        'questboard-event-id': delivery.eventId,
        'questboard-delivery': delivery.id,
      },
      this.config,
    );
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const now = new Date();
    // The round's window opens at its first failed try (a redelivery by hand starts a new round).
    const retryUntil = delivery.retryUntil ?? new Date(now.getTime() + this.config.retryWindowSeconds * 1000);
    const secondsLeft = (retryUntil.getTime() - now.getTime()) / 1000;
    const spent = attempts > this.config.retryLimit || secondsLeft <= 0;
    await this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ deliveryId, ...result });
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: now,
          status: ok ? 'DELIVERED' : spent ? 'FAILED' : 'PENDING',
          ...(ok ? { deliveredAt: now } : { retryUntil }),
          claimedBy: null,
          claimedUntil: null,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    });
    if (ok) return;
    if (spent) await this.disableIfFailing(endpoint, delivery);
    // Sent before this job ends: an instance dying in between leaves this job to expire and run again.
    else await this.retryLater(deliveryId, retryWait(this.config, attempts, secondsLeft));
  }

  /**
   * A delivery that failed every try (for the retry window: a day by default) turns its endpoint off, unless another
   * delivery reached it since this one was made; the brand's owner is told once (only the call that turned it off
   * tells).
   */
  private async disableIfFailing(endpoint: WebhookEndpointRow, failed: WebhookDeliveryRow): Promise<void> {
    const [reached] = await this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.endpointId, endpoint.id),
          eq(webhookDeliveries.status, 'DELIVERED'),
          gt(webhookDeliveries.deliveredAt, failed.createdAt),
        ),
      )
      .limit(1);
    if (reached) return;
    const [turnedOff] = await this.db
      .update(webhookEndpoints)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (!turnedOff) return;
    const [brand] = await this.db
      .select({ ownerId: brands.ownerId })
      .from(brands)
      .where(eq(brands.id, endpoint.brandId));
    if (brand) await this.tellDisabled(brand.ownerId, turnedOff);
  }
}

/**
 * The durable job of one try of a delivery (modules/jobs), once across instances: a failed try sends the next one
 * itself (retryWait). The queue's own retries are for a run that threw or died (a busy delivery, a lost instance).
 */
export const deliverWebhookJob = (deliverer: WebhookDeliverer, config: DeliveryConfig) =>
  defineJob<{ deliveryId: string }>({
    name: DELIVER_JOB,
    run: ({ deliveryId }) => deliverer.deliver(deliveryId),
    retry: { limit: 5, delaySeconds: config.retryDelaySeconds, backoff: true },
    // After its lease: the job of a run whose instance died runs again once the delivery can be claimed again.
    expireInSeconds: claimLeaseSeconds(config) + 15,
    // One waiting job per delivery (the key is its id): sending it again while one waits merges with it.
    policy: 'short',
  });

/** How long a run holds a delivery: one try (its timeout) and the writes around it. */
const claimLeaseSeconds = (config: { timeoutMs: number }) => Math.ceil(config.timeoutMs / 1000) + 5;
