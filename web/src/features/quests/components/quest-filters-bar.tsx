import { QUEST_SORTS } from '@questboard/contract/quests';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/ui/chip-group';
import { Select } from '../../../components/ui/select';
import { useCategories } from '../../../hooks/use-categories';
import { QUEST_STATUS_FILTERS, type QuestFilters, type QuestSort } from '../hooks/quest-filters';
import { KeywordSearch } from './keyword-search';

interface QuestFiltersBarProps {
  filters: QuestFilters;
  onChange(change: Partial<QuestFilters>): void;
}

/** Keyword, status, sort, claimable-only and categories for /quests. */
export function QuestFiltersBar({ filters, onChange }: QuestFiltersBarProps) {
  const { t } = useTranslation();
  const categories = useCategories('quests');
  const toggleCategory = (id: string) =>
    onChange({
      categoryIds: filters.categoryIds.includes(id)
        ? filters.categoryIds.filter((c) => c !== id)
        : [...filters.categoryIds, id],
    });
  return (
    <section aria-label={t('browse.filters.label')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <KeywordSearch value={filters.keyword} onChange={(keyword) => onChange({ keyword })} />
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end">
          <Select
            label={t('browse.filters.status')}
            className="sm:w-auto sm:min-w-40"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as QuestFilters['status'] })}
            options={QUEST_STATUS_FILTERS.map((s) => ({ value: s, label: t(`browse.filters.status_${s}`) }))}
          />
          <Select
            label={t('browse.filters.sort')}
            className="sm:w-auto sm:min-w-48"
            value={filters.sort ?? ''}
            onChange={(event) => onChange({ sort: (event.target.value || null) as QuestSort | null })}
            options={[
              { value: '', label: t('browse.sort.default') },
              ...QUEST_SORTS.map((s) => ({ value: s, label: t(`browse.sort.${s}`) })),
            ]}
          />
          <label className="flex h-10 cursor-pointer min-[420px]:col-span-2 items-center gap-2 rounded-lg px-3 text-sm font-medium text-zinc-200 ring-1 ring-zinc-700 ring-inset has-checked:bg-emerald-500/15 has-checked:ring-emerald-500/60 has-focus-visible:outline-2 has-focus-visible:outline-violet-400 sm:col-span-1">
            <input
              type="checkbox"
              className="size-4 accent-emerald-500"
              checked={filters.claimable}
              onChange={(event) => onChange({ claimable: event.target.checked })}
            />
            {t('browse.filters.claimable')}
          </label>
        </div>
      </div>
      {categories.data && categories.data.length > 0 && (
        <ChipGroup
          label={t('browse.filters.categories')}
          options={categories.data}
          selected={filters.categoryIds}
          onToggle={toggleCategory}
        />
      )}
    </section>
  );
}
