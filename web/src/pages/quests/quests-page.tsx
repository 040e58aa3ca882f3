import { useTranslation } from 'react-i18next';
import { QuestFiltersBar } from '../../features/quests/components/quest-filters-bar';
import { QuestResults } from '../../features/quests/components/quest-results';
import { useQuestFilters } from '../../features/quests/hooks/use-quest-filters';

export function Component() {
  const { t } = useTranslation();
  const { filters, update } = useQuestFilters();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.quests')}</h1>
        <p className="mt-2 text-zinc-400">{t('browse.quest.subtitle')}</p>
      </header>
      <QuestFiltersBar filters={filters} onChange={update} />
      <QuestResults
        filters={filters}
        onClear={() => update({ keyword: '', status: 'all', categoryIds: [], claimable: false })}
      />
    </div>
  );
}
