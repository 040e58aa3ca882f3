import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDistribution } from '../../features/distribution/api/distribution';
import { DrawFacts } from '../../features/distribution/components/draw-facts';

/** A raffle's public verify page: the frozen list's hash, the block, the seed and the winners (docs/distribution.md). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const distribution = useDistribution(id);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('distribution.draw.title')}</h1>
      {distribution.isError ? (
        <LoadError onRetry={() => void distribution.refetch()} />
      ) : distribution.data ? (
        <DrawFacts distribution={distribution.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
