import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { useSeason } from '../../features/seasons/api/seasons';
import { SeasonBoard } from '../../features/seasons/components/season-board';
import { SeasonSummary } from '../../features/seasons/components/season-summary';
import { isApiError } from '../../lib/api-error';

/** A season's public page: what it is, its prize and, once paid, who got what; and its board. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const season = useSeason(id);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      {season.isPending && (
        <div
          className="h-40 animate-pulse rounded-2xl bg-zinc-900"
          role="status"
          aria-busy="true"
          aria-label={t('seasons.loading')}
        />
      )}
      {season.isError &&
        (isApiError(season.error) && season.error.status === 404 ? (
          <p className="text-zinc-300">{t('seasons.not_found')}</p>
        ) : (
          <LoadError onRetry={() => void season.refetch()} />
        ))}
      {season.isSuccess && (
        <>
          <header>
            <p className="text-sm text-zinc-400">{t('seasons.by_brand', { brand: season.data.brandName })}</p>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{season.data.name}</h1>
          </header>
          <SeasonSummary season={season.data} />
          <section className="flex flex-col gap-3" aria-labelledby="season-board-title">
            <h2 id="season-board-title" className="text-xl font-semibold">
              {t('seasons.board')}
            </h2>
            <SeasonBoard seasonId={id} />
          </section>
          <Link to="/leaderboard" className="text-sm font-medium text-violet-300 hover:underline">
            {t('seasons.global_board')}
          </Link>
        </>
      )}
    </div>
  );
}
