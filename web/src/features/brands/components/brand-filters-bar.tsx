import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/chip-group';
import { Select } from '../../../components/ui/select';
import { useCategories } from '../../../hooks/use-categories';
import { BRAND_SORTS, type BrandFilters, type BrandSort } from '../hooks/brand-filters';

/** Category chips and sort for /brands. */
export function BrandFiltersBar({
  filters,
  onChange,
}: {
  filters: BrandFilters;
  onChange(change: Partial<BrandFilters>): void;
}) {
  const { t } = useTranslation();
  const categories = useCategories('brands');
  const toggle = (id: string) =>
    onChange({
      categoryIds: filters.categoryIds.includes(id)
        ? filters.categoryIds.filter((c) => c !== id)
        : [...filters.categoryIds, id].slice(-5),
    });
  return (
    <section
      aria-label={t('browse.filters.label')}
      className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <ChipGroup
        label={t('browse.filters.categories')}
        options={categories.data ?? []}
        selected={filters.categoryIds}
        onToggle={toggle}
      />
      <Select
        label={t('browse.filters.sort')}
        className="sm:w-48 sm:shrink-0"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as BrandSort })}
        options={BRAND_SORTS.map((s) => ({ value: s, label: t(`browse.brand.sort_${s}`) }))}
      />
    </section>
  );
}
