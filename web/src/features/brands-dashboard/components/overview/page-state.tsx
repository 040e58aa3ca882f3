import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-error';

/** A page's skeleton while its data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('shared.loading')} className="flex flex-col gap-4">
      <div className="h-8 w-1/3 animate-pulse rounded-lg bg-zinc-800/60" />
      <div className="h-40 animate-pulse rounded-2xl bg-zinc-800/40" />
      <div className="h-24 animate-pulse rounded-2xl bg-zinc-800/40" />
    </div>
  );
}

type Kind = 'forbidden' | 'not_found' | 'failed';

const kindOf = (error: unknown): Kind =>
  isApiError(error) && error.status === 404
    ? 'not_found'
    : isApiError(error) && error.status === 403
      ? 'forbidden'
      : 'failed';

/** Why a page cannot show: not yours (403), not there (404) or a failed load with a retry. */
export function PageProblem({ error, kind, onRetry }: { error?: unknown; kind?: Kind; onRetry?: () => void }) {
  const { t } = useTranslation();
  const shown = kind ?? kindOf(error);
  return (
    <section
      role={shown === 'failed' ? 'alert' : undefined}
      data-testid={`page-${shown}`}
      className="flex flex-col items-center gap-3 rounded-2xl bg-zinc-900/70 px-6 py-14 text-center ring-1 ring-zinc-800"
    >
      <p className="text-4xl font-bold text-zinc-500">{{ forbidden: '403', not_found: '404', failed: '!' }[shown]}</p>
      <h1 className="text-xl font-semibold">{t(`brands_dashboard.problem.${shown}_title`)}</h1>
      <p className="max-w-md text-sm text-zinc-400">{t(`brands_dashboard.problem.${shown}_text`)}</p>
      <div className="mt-2 flex gap-2">
        {shown === 'failed' && onRetry && <Button onClick={onRetry}>{t('shared.retry')}</Button>}
        <Link to="/brands-dashboard" className={buttonClass('secondary')}>
          {t('brands_dashboard.back_to_dashboard')}
        </Link>
      </div>
    </section>
  );
}
