import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The quest page while it loads. */
export function QuestPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <p className="sr-only" role="status">
        {t('shared.loading')}
      </p>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center">
        <Skeleton className="aspect-video rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-48" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
