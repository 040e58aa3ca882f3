import { ERROR_CODES } from '@questboard/contract/errors';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@questboard/contract/webhooks';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/webhooks';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { urlRefusal } from '../../lib/public-address';
import type { TokenCipher } from '../../lib/token-cipher';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwnsBrand } from '../brands/brands.module';
import type { WebhookOutbox } from './webhook-outbox';
import { newWebhookSecret } from './webhook-signature';
import { toDelivery, toWebhook } from './webhooks.presenter';

const hookNotFound = () => notFound('This webhook does not exist.', ERROR_CODES.WEBHOOK_NOT_FOUND);

/** A brand owner's webhook endpoints, their secrets and their delivery log. */
export class WebhooksService {
  constructor(
    private readonly db: Database,
    private readonly cipher: TokenCipher,
    private readonly outbox: WebhookOutbox,
    private readonly config: { allowPrivateUrls: boolean },
  ) {}

  async list(viewer: SignedInViewer, brandId: string): Promise<WebhookEndpoint[]> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.brandId, brandId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return rows.map(toWebhook);
  }

  async create(
    viewer: SignedInViewer,
    brandId: string,
    input: { url: string; events: WebhookEvent[] },
  ): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    this.assertUrl(input.url);
    const [existing] = await this.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.brandId, brandId));
    if ((existing?.n ?? 0) >= WEBHOOK_LIMITS.perBrand) {
      throw conflict(ERROR_CODES.WEBHOOK_LIMIT_REACHED, `A brand has at most ${WEBHOOK_LIMITS.perBrand} webhooks.`);
    }
    const secret = newWebhookSecret();
    const [row] = await this.db
      .insert(webhookEndpoints)
      .values({ brandId, url: input.url, events: input.events, secretSealed: this.cipher.encrypt(secret) })
      .returning();
    return { webhook: toWebhook(row as WebhookEndpointRow), secret };
  }

  async update(
    viewer: SignedInViewer,
    brandId: string,
    webhookId: string,
    input: { url?: string; events?: WebhookEvent[]; enabled?: boolean },
  ): Promise<WebhookEndpoint> {
    const current = await this.owned(viewer, brandId, webhookId);
    if (input.url !== undefined) this.assertUrl(input.url);
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, webhookId))
      .returning();
    // Turned back on: what waited while it was off is sent now.
    if (!current.enabled && input.enabled) {
      const waiting = await this.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.endpointId, webhookId), eq(webhookDeliveries.status, 'PENDING')));
      for (const { id } of waiting) await this.outbox.send(id);
    }
    return toWebhook(row as WebhookEndpointRow);
  }

  async remove(viewer: SignedInViewer, brandId: string, webhookId: string): Promise<void> {
    await this.owned(viewer, brandId, webhookId);
    await this.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, webhookId));
  }

  /** A new secret; the current one keeps signing (a second v1) for `graceSeconds`. */
  async rotateSecret(
    viewer: SignedInViewer,
    brandId: string,
    webhookId: string,
    graceSeconds: number,
  ): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    const current = await this.owned(viewer, brandId, webhookId);
    const secret = newWebhookSecret();
    const [row] = await this.db
      .update(webhookEndpoints)
      .set({
        secretSealed: this.cipher.encrypt(secret),
        previousSecretSealed: graceSeconds > 0 ? current.secretSealed : null,
        previousSecretUntil: graceSeconds > 0 ? new Date(Date.now() + graceSeconds * 1000) : null,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, webhookId))
      .returning();
    return { webhook: toWebhook(row as WebhookEndpointRow), secret };
  }

  async deliveries(
    viewer: SignedInViewer,
    brandId: string,
    webhookId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: WebhookDelivery[]; total: number }> {
    await this.owned(viewer, brandId, webhookId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, webhookId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhookId)),
    ]);
    const logs = await this.attemptsOf(rows.map((r) => r.id));
    return { items: rows.map((r) => toDelivery(r, logs.get(r.id) ?? [])), total: total?.n ?? 0 };
  }

  /** Sends a delivery again (same event id, same body, a fresh round of retries). */
  async redeliver(
    viewer: SignedInViewer,
    brandId: string,
    webhookId: string,
    deliveryId: string,
  ): Promise<WebhookDelivery> {
    await this.owned(viewer, brandId, webhookId);
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ status: 'PENDING', attempts: 0, deliveredAt: null, retryUntil: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)))
      .returning();
    if (!row) throw notFound('This delivery does not exist.', ERROR_CODES.NOT_FOUND);
    await this.outbox.send(row.id);
    return toDelivery(row, (await this.attemptsOf([row.id])).get(row.id) ?? []);
  }

  /** Queues a `webhook.test` event for this endpoint alone, whatever it subscribed to. */
  async test(viewer: SignedInViewer, brandId: string, webhookId: string): Promise<WebhookDelivery> {
    await this.owned(viewer, brandId, webhookId);
    const [row] = await this.outbox.queue([webhookId], brandId, WEBHOOK_TEST_EVENT, {
      message: 'A test event from Questboard.',
    });
    return toDelivery(row as WebhookDeliveryRow, []);
  }

  private async owned(viewer: SignedInViewer, brandId: string, webhookId: string): Promise<WebhookEndpointRow> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.brandId, brandId)));
    if (!row) throw hookNotFound();
    return row;
  }

  private assertUrl(url: string): void {
    const refusal = urlRefusal(url, this.config.allowPrivateUrls);
    if (refusal) {
      throw new AppError(400, ERROR_CODES.WEBHOOK_URL_REFUSED, refusal, {}, undefined, { url: refusal });
    }
  }

  private async attemptsOf(deliveryIds: string[]): Promise<Map<string, WebhookAttemptRow[]>> {
    const byDelivery = new Map<string, WebhookAttemptRow[]>();
    if (deliveryIds.length === 0) return byDelivery;
    const rows = await this.db
      .select()
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, deliveryIds))
      .orderBy(desc(webhookAttempts.at), desc(sql`${webhookAttempts.id}`));
    for (const row of rows) {
      const list = byDelivery.get(row.deliveryId) ?? [];
      if (list.length < 20) list.push(row);
      byDelivery.set(row.deliveryId, list);
    }
    return byDelivery;
  }
}
