import { type WebhookDelivery, webhooksApi } from '@questboard/contract/webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { ShortTime } from '../../../components/ui/short-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { invalidate } from '../../../lib/query-keys';
import { toastError } from '../../../lib/toast';
import { redeliver, useDeliveries } from '../api/webhooks';

const statusClass: Record<WebhookDelivery['status'], string> = {
  PENDING: 'bg-amber-500/15 text-amber-300',
  DELIVERED: 'bg-emerald-500/15 text-emerald-300',
  FAILED: 'bg-red-500/15 text-red-300',
};

function DeliveryRow({
  brandId,
  webhookId,
  delivery,
}: {
  brandId: string;
  webhookId: string;
  delivery: WebhookDelivery;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const last = delivery.log[0];
  const again = async () => {
    setBusy(true);
    try {
      await redeliver(brandId, webhookId, delivery.id);
      await invalidate(queryClient, webhooksApi.deliveries);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-2" data-testid="webhook-delivery">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <code className="text-xs">{delivery.eventType}</code>
          <span className={`rounded-full px-2 py-0.5 text-xs ${statusClass[delivery.status]}`}>
            {t(`developers.hooks.status_${delivery.status}`)}
          </span>
          <ShortTime iso={delivery.createdAt} />
        </p>
        {last && (
          <p className="break-words text-xs text-zinc-400">
            {t('developers.hooks.last_attempt', {
              status: last.statusCode ?? t('developers.hooks.no_answer'),
              ms: last.durationMs,
              tries: delivery.attempts,
            })}
            {(last.responseExcerpt ?? last.error) && (
              <span className="block truncate font-mono">{last.responseExcerpt ?? last.error}</span>
            )}
          </p>
        )}
      </div>
      {delivery.status !== 'PENDING' && (
        <Button variant="ghost" size="sm" loading={busy} onClick={again}>
          {t('developers.hooks.redeliver')}
        </Button>
      )}
    </li>
  );
}

/** An endpoint's latest deliveries, each with its last attempt (status, time, what the receiver said). */
export function DeliveriesLog({ brandId, webhookId }: { brandId: string; webhookId: string }) {
  const { t } = useTranslation();
  const deliveries = useDeliveries(brandId, webhookId);
  if (deliveries.isPending) return <Skeleton className="h-12" />;
  if (deliveries.isError) return <LoadError onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.items.length === 0)
    return <p className="text-sm text-zinc-400">{t('developers.hooks.no_deliveries')}</p>;
  return (
    <ul className="divide-y divide-zinc-800">
      {deliveries.data.items.map((delivery) => (
        <DeliveryRow key={delivery.id} brandId={brandId} webhookId={webhookId} delivery={delivery} />
      ))}
    </ul>
  );
}
