import { useTranslation } from 'react-i18next';
import { BrandFiltersBar } from '../../features/brands/components/brand-filters-bar';
import { BrandResults } from '../../features/brands/components/brand-results';
import { useBrandFilters } from '../../features/brands/hooks/use-brand-filters';

export function Component() {
  const { t } = useTranslation();
  const { filters, update } = useBrandFilters();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.brands')}</h1>
        <p className="mt-2 text-zinc-400">{t('browse.brand.subtitle')}</p>
      </header>
      <BrandFiltersBar filters={filters} onChange={update} />
      <BrandResults filters={filters} onClear={() => update({ categoryIds: [] })} />
    </div>
  );
}
