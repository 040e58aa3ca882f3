import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { cn } from '../../../lib/cn';
import { useBrandSearch } from '../api/search-brands';
import type { BrandFilters } from '../hooks/brand-filters';
import { BrandGrid, BrandGridSkeleton } from './brand-grid';

/** The /brands grid with infinite scroll and its loading, empty and error states. */
export function BrandResults({ filters, onClear }: { filters: BrandFilters; onClear(): void }) {
  const { t } = useTranslation();
  const search = useBrandSearch(filters);
  if (search.isError && !search.data) return <LoadError onRetry={() => search.refetch()} />;
  if (!search.data) return <BrandGridSkeleton />;
  const brands = search.data.pages.flatMap((page) => page.items);
  const filtered = filters.categoryIds.length > 0;
  return (
    <section aria-label={t('pages.brands')} aria-busy={search.isFetching}>
      {brands.length === 0 ? (
        <EmptyState
          title={t('browse.brand.empty_title')}
          text={t(filtered ? 'browse.brand.empty_filtered' : 'browse.brand.empty_text')}
          action={
            filtered && (
              <Button variant="secondary" onClick={onClear}>
                {t('browse.filters.clear')}
              </Button>
            )
          }
        />
      ) : (
        <BrandGrid brands={brands} className={cn(search.isPlaceholderData && 'opacity-60 transition-opacity')} />
      )}
      <LoadMore pages={search} />
    </section>
  );
}
