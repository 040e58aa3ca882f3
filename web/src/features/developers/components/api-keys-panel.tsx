import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope, apiKeysApi } from '@questboard/contract/api-keys';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { ShortTime } from '../../../components/ui/short-time';
import { Skeleton } from '../../../components/ui/skeleton';
import { reportFormError } from '../../../lib/form-errors';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { createApiKey, revokeApiKey, rotateApiKey, useApiKeys } from '../api/api-keys';
import { SecretOnce } from './secret-once';

const isLive = (key: ApiKey) => !key.revokedAt && (!key.expiresAt || Date.parse(key.expiresAt) > Date.now());

function KeyRow({ brandId, apiKey, onSecret }: { brandId: string; apiKey: ApiKey; onSecret(secret: string): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'rotate' | 'revoke' | null>(null);
  const act = async (what: 'rotate' | 'revoke') => {
    setBusy(what);
    try {
      if (what === 'rotate') onSecret((await rotateApiKey(brandId, apiKey.id)).secret);
      else {
        await revokeApiKey(brandId, apiKey.id);
        toastSuccess(t('developers.keys.revoked'));
      }
      await invalidate(queryClient, apiKeysApi.list);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const live = isLive(apiKey);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="api-key">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {apiKey.name}
          <code className="rounded bg-zinc-800 px-1.5 py-0.5 text-xs">{apiKey.prefix}…</code>
          <span className="rounded-full bg-zinc-800 px-2 py-0.5 text-xs">
            {t(`developers.keys.scope_${apiKey.scope}`)}
          </span>
          {!live && (
            <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-xs text-red-300">
              {apiKey.revokedAt ? t('developers.keys.revoked_badge') : t('developers.keys.expired_badge')}
            </span>
          )}
        </p>
        <p className="text-xs text-zinc-400">
          {t('developers.keys.created')} <ShortTime iso={apiKey.createdAt} className="text-zinc-400" /> ·{' '}
          {apiKey.lastUsedAt ? (
            <>
              {t('developers.keys.last_used')} <ShortTime iso={apiKey.lastUsedAt} className="text-zinc-400" />
            </>
          ) : (
            t('developers.keys.never_used')
          )}
          {live && apiKey.expiresAt && (
            <>
              {' '}
              · {t('developers.keys.expires')} <ShortTime iso={apiKey.expiresAt} className="text-zinc-400" />
            </>
          )}
        </p>
      </div>
      {live && (
        <div className="flex gap-2">
          {!apiKey.replacedBy && (
            <Button variant="secondary" size="sm" loading={busy === 'rotate'} onClick={() => act('rotate')}>
              {t('developers.keys.rotate')}
            </Button>
          )}
          <Button variant="secondary" size="sm" loading={busy === 'revoke'} onClick={() => act('revoke')}>
            {t('developers.keys.revoke')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Brand settings → Developers: the brand's API keys, made (secret shown once), rotated and revoked. */
export function ApiKeysPanel({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useApiKeys(brandId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    setBusy(true);
    try {
      const made = await createApiKey(brandId, { name, scope });
      setSecret(made.secret);
      setName('');
      await invalidate(queryClient, apiKeysApi.list);
    } catch (error) {
      reportFormError(error, (field, message) => {
        if (field !== 'name') return false;
        setNameError(message);
        return true;
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <section aria-labelledby="api-keys-title" className="flex flex-col gap-4">
        <div>
          <h2 id="api-keys-title" className="text-lg font-semibold">
            {t('developers.keys.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('developers.keys.text')}</p>
        </div>
        {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            className="flex-1"
            label={t('developers.keys.name')}
            value={name}
            maxLength={80}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label={t('developers.keys.scope')}
            value={scope}
            onChange={(event) => setScope(event.target.value as ApiKeyScope)}
            options={API_KEY_SCOPES.map((value) => ({ value, label: t(`developers.keys.scope_${value}`) }))}
          />
          <Button type="submit" loading={busy}>
            {t('developers.keys.create')}
          </Button>
        </form>
        {keys.isPending ? (
          <Skeleton className="h-16" />
        ) : keys.isError ? (
          <LoadError onRetry={() => void keys.refetch()} />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-zinc-400">{t('developers.keys.none')}</p>
        ) : (
          <ul className="divide-y divide-zinc-800">
            {keys.data.map((key) => (
              <KeyRow key={key.id} brandId={brandId} apiKey={key} onSecret={setSecret} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
