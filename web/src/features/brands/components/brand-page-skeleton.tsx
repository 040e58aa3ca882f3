import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The brand page while it loads. */
export function BrandPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="overflow-hidden rounded-2xl bg-zinc-900/90 ring-1 ring-zinc-800">
      <p className="sr-only" role="status">
        {t('shared.loading')}
      </p>
      <Skeleton className="aspect-[3/1] max-h-72 rounded-none sm:aspect-[4/1]" />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:px-8">
        <Skeleton className="-mt-10 size-20 rounded-2xl sm:-mt-14 sm:size-28" />
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
