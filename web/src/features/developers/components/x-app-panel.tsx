import { brandXAppApi } from '@questboard/contract/brand-x-app';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { reportFormError } from '../../../lib/form-errors';
import { invalidate } from '../../../lib/query-keys';
import { toastError, toastSuccess } from '../../../lib/toast';
import { removeBrandXApp, saveBrandXApp, useBrandXApp } from '../api/brand-x-app';

/**
 * Brand settings → Developers: the brand's own X app. Its bearer token is saved (never shown again: only when it was
 * set and its last four characters), replaced or deleted after a confirmation; reads of the brand's own X account then
 * go through it, billed to the brand at X's owner rate.
 */
export function XAppPanel({ brandId }: { brandId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const app = useBrandXApp(brandId);
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTokenError(undefined);
    setBusy(true);
    try {
      await saveBrandXApp(brandId, token);
      setToken('');
      toastSuccess(t('developers.x_app.saved'));
      await invalidate(queryClient, brandXAppApi.get);
    } catch (error) {
      reportFormError(error, (field, message) => {
        if (field !== 'bearerToken') return false;
        setTokenError(message);
        return true;
      });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setRemoving(true);
    try {
      await removeBrandXApp(brandId);
      setConfirming(false);
      toastSuccess(t('developers.x_app.deleted'));
      await invalidate(queryClient, brandXAppApi.get);
    } catch (error) {
      toastError(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card>
      <section aria-labelledby="x-app-title" className="flex flex-col gap-4" data-testid="x-app">
        <div>
          <h2 id="x-app-title" className="text-lg font-semibold">
            {t('developers.x_app.title')}
          </h2>
          <p className="text-sm text-zinc-400">{t('developers.x_app.text')}</p>
        </div>
        {app.isPending ? (
          <Skeleton className="h-10" />
        ) : app.isError ? (
          <LoadError onRetry={() => void app.refetch()} />
        ) : (
          <>
            {app.data.set && app.data.setAt ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  {t('developers.x_app.set', {
                    date: new Date(app.data.setAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
                    last4: app.data.last4,
                  })}
                </p>
                <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                  {t('developers.x_app.delete')}
                </Button>
              </div>
            ) : (
              <p className="text-sm text-zinc-400">{t('developers.x_app.not_set')}</p>
            )}
            <p className="text-sm text-zinc-400">
              {app.data.account
                ? t('developers.x_app.account', { account: app.data.account })
                : t('developers.x_app.no_account')}
            </p>
          </>
        )}
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Input
            className="flex-1"
            type="password"
            autoComplete="off"
            label={app.data?.set ? t('developers.x_app.replace_label') : t('developers.x_app.token_label')}
            value={token}
            error={tokenError}
            onChange={(event) => setToken(event.target.value)}
          />
          <Button type="submit" loading={busy}>
            {t('developers.x_app.save')}
          </Button>
        </form>
      </section>
      {confirming && (
        <ConfirmDialog
          title={t('developers.x_app.confirm_title')}
          text={t('developers.x_app.confirm_text')}
          confirmLabel={t('developers.x_app.delete')}
          busy={removing}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </Card>
  );
}
