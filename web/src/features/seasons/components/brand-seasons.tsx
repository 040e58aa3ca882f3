import type { Season } from '@questboard/contract/seasons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { toastError, toastSuccess } from '../../../lib/toast';
import { downloadSeasonPayouts, useBrandSeasons, useSeasonActions } from '../api/seasons';
import { SeasonForm } from './season-form';

/** The brand owner's seasons: the list, creating one, and publishing a draft after a confirmation (it funds it). */
export function BrandSeasons({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const seasons = useBrandSeasons(brandId);
  const { publish } = useSeasonActions(brandId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const toConfirm = seasons.data?.items.find((s) => s.id === confirming) ?? null;

  return (
    <div className="flex flex-col gap-6">
      <SeasonForm brandId={brandId} onCreated={setConfirming} />
      <section aria-label={t('seasons.list_title')} className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{t('seasons.list_title')}</h2>
        {seasons.isPending && <p className="text-sm text-zinc-400">{t('seasons.loading')}</p>}
        {seasons.isError && <LoadError onRetry={() => void seasons.refetch()} />}
        {seasons.isSuccess && seasons.data.total === 0 && (
          <EmptyState title={t('seasons.none')} text={t('seasons.none_text')} />
        )}
        <ul className="flex flex-col gap-2">
          {seasons.data?.items.map((season) => (
            <li
              key={season.id}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-900/70 px-4 py-3 ring-1 ring-zinc-800"
            >
              <div className="min-w-48 flex-1">
                <p className="truncate font-medium">{season.name}</p>
                <p className="text-xs text-zinc-400">
                  {t(`seasons.phase.${season.phase}`)} · {t(`seasons.mode.${season.prizeMode}`)}
                  {season.pool !== '0' && ` · ${t('seasons.amount', { amount: season.pool })}`}
                </p>
              </div>
              {season.status === 'DRAFT' ? (
                <Button size="sm" onClick={() => setConfirming(season.id)}>
                  {t('seasons.publish')}
                </Button>
              ) : (
                <>
                  {season.phase === 'SETTLED' && season.prizeMode !== 'NONE' && <PayoutsButton seasonId={season.id} />}
                  <Link to={`/seasons/${season.id}`} className="text-sm font-medium text-violet-300 hover:underline">
                    {t('seasons.see_board')}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      {toConfirm && toConfirm.status === 'DRAFT' && (
        <ConfirmDialog
          title={t('seasons.confirm_title', { name: toConfirm.name })}
          text={confirmText(t, toConfirm)}
          confirmLabel={t('seasons.publish')}
          busy={publish.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            publish.mutate(toConfirm.id, {
              onSuccess: () => {
                setConfirming(null);
                toastSuccess(t('seasons.published'));
              },
              onError: (error) => toastError(error),
            })
          }
        />
      )}
    </div>
  );
}

function confirmText(t: (key: string, params?: Record<string, unknown>) => string, season: Season) {
  return season.pool === '0' ? t('seasons.confirm_free') : t('seasons.confirm_pool', { pool: season.pool });
}

/** Downloads a paid season's payouts file (who got what and why), busy while it comes. */
function PayoutsButton({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSeasonPayouts(seasonId);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void download()}>
      {t('seasons.payouts_file')}
    </Button>
  );
}
