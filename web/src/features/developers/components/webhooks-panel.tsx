import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent, webhooksApi } from '@questboard/contract/webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { reportFormError } from '../../../lib/form-errors';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { createWebhook, removeWebhook, sendTestEvent, setWebhookEnabled, useWebhooks } from '../api/webhooks';
import { DeliveriesLog } from './deliveries-log';
import { SecretOnce } from './secret-once';

function WebhookRow({ brandId, webhook }: { brandId: string; webhook: WebhookEndpoint }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'test' | 'remove' | 'toggle' | null>(null);
  const [open, setOpen] = useState(false);
  const act = async (what: 'test' | 'remove' | 'toggle') => {
    setBusy(what);
    try {
      if (what === 'test') {
        await sendTestEvent(brandId, webhook.id);
        setOpen(true);
        toastSuccess(t('developers.hooks.test_sent'));
        await invalidate(queryClient, webhooksApi.deliveries);
      } else if (what === 'toggle') {
        await setWebhookEnabled(brandId, webhook.id, !webhook.enabled);
        await invalidate(queryClient, webhooksApi.list, webhooksApi.deliveries);
      } else {
        await removeWebhook(brandId, webhook.id);
        await invalidate(queryClient, webhooksApi.list);
      }
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="flex flex-col gap-3 py-3" data-testid="webhook">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 break-all text-sm font-medium">
            {webhook.url}
            {!webhook.enabled && (
              <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-xs text-red-300">
                {t('developers.hooks.off')}
              </span>
            )}
          </p>
          <p className="text-xs text-zinc-400">{webhook.events.join(', ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" loading={busy === 'test'} onClick={() => act('test')}>
            {t('developers.hooks.send_test')}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {t('developers.hooks.deliveries')}
          </Button>
          <Button variant="secondary" size="sm" loading={busy === 'toggle'} onClick={() => act('toggle')}>
            {webhook.enabled ? t('developers.hooks.turn_off') : t('developers.hooks.turn_on')}
          </Button>
          <Button variant="ghost" size="sm" loading={busy === 'remove'} onClick={() => act('remove')}>
            {t('developers.hooks.remove')}
          </Button>
        </div>
      </div>
      {open && <DeliveriesLog brandId={brandId} webhookId={webhook.id} />}
    </li>
  );
}

/** Brand settings → Developers: signed webhooks, the events each wants, a test event and the delivery log. */
export function WebhooksPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hooks = useWebhooks(brandId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEvent) =>
    setEvents((list) => (list.includes(event) ? list.filter((e) => e !== event) : [...list, event]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const made = await createWebhook(brandId, { url, events });
      setSecret(made.secret);
      setUrl('');
      await invalidate(queryClient, webhooksApi.list);
    } catch (error) {
      reportFormError(error, (field, message) => {
        if (field !== 'url' && field !== 'events') return false;
        setErrors((current) => ({ ...current, [field]: message }));
        return true;
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <section aria-labelledby="webhooks-title" className="flex flex-col gap-4">
        <div>
          <h2 id="webhooks-title" className="text-lg font-semibold">
            {t('developers.hooks.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('developers.hooks.text')}</p>
        </div>
        {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <Input
            label={t('developers.hooks.url')}
            type="url"
            inputMode="url"
            placeholder="https://example.com/questboard"
            value={url}
            error={errors.url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-zinc-300">{t('developers.hooks.events')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEBHOOK_EVENTS.map((name) => (
                <label key={name} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} />
                  <code className="text-xs">{name}</code>
                </label>
              ))}
            </div>
            {errors.events && (
              <p className="text-xs text-red-400" role="alert">
                {errors.events}
              </p>
            )}
          </fieldset>
          <Button type="submit" loading={busy} className="self-start">
            {t('developers.hooks.add')}
          </Button>
        </form>
        {hooks.isPending ? (
          <Skeleton className="h-16" />
        ) : hooks.isError ? (
          <LoadError onRetry={() => void hooks.refetch()} />
        ) : hooks.data.length === 0 ? (
          <p className="text-sm text-zinc-400">{t('developers.hooks.none')}</p>
        ) : (
          <ul className="divide-y divide-zinc-800">
            {hooks.data.map((hook) => (
              <WebhookRow key={hook.id} brandId={brandId} webhook={hook} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
