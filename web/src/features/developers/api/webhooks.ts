import { type WebhookEvent, webhooksApi } from '@questboard/contract/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The brand's webhook endpoints. */
export const useWebhooks = (brandId: string) =>
  useQuery({
    queryKey: keyOf(webhooksApi.list, brandId),
    queryFn: () => api.call(webhooksApi.list, { params: { id: brandId } }),
  });

/** A new endpoint; the answer's `secret` is shown once. */
export const createWebhook = (brandId: string, body: { url: string; events: WebhookEvent[] }) =>
  api.call(webhooksApi.create, { params: { id: brandId }, body });

/** Turns an endpoint on or off (on again, what waited is sent). */
export const setWebhookEnabled = (brandId: string, webhookId: string, enabled: boolean) =>
  api.call(webhooksApi.update, { params: { id: brandId, webhookId }, body: { enabled } });

export const removeWebhook = (brandId: string, webhookId: string) =>
  api.call(webhooksApi.remove, { params: { id: brandId, webhookId } });

export const sendTestEvent = (brandId: string, webhookId: string) =>
  api.call(webhooksApi.test, { params: { id: brandId, webhookId } });

export const redeliver = (brandId: string, webhookId: string, deliveryId: string) =>
  api.call(webhooksApi.redeliver, { params: { id: brandId, webhookId, deliveryId } });

/** An endpoint's latest deliveries with their attempts; refreshed while one is still pending. */
export const useDeliveries = (brandId: string, webhookId: string) =>
  useQuery({
    queryKey: keyOf(webhooksApi.deliveries, brandId, webhookId),
    queryFn: () => api.call(webhooksApi.deliveries, { params: { id: brandId, webhookId }, query: { limit: 20 } }),
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'PENDING') ? 2_000 : false),
  });
