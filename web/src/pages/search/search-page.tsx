import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { type TabItem, Tabs } from '../../components/ui/tabs';
import { QuestFiltersBar } from '../../features/quests/components/quest-filters-bar';
import { QuestResults } from '../../features/quests/components/quest-results';
import { useQuestFilters } from '../../features/quests/hooks/use-quest-filters';
import { useSearchResults } from '../../features/search/api/search-results';
import { BrandResults, PeopleResults } from '../../features/search/components/search-result-lists';

type Tab = 'quests' | 'brands' | 'people';

/** /search?q=…: quests (with the list's filters), brands and people for one keyword, in tabs. */
export function Component() {
  const { t } = useTranslation();
  const { filters, update } = useQuestFilters();
  const keyword = filters.keyword.trim();
  const [tab, setTab] = useState<Tab>('quests');
  const results = useSearchResults(keyword);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const tabs: TabItem<Tab>[] = [
    { key: 'quests', label: t('search.groups.quests') },
    { key: 'brands', label: `${t('search.groups.brands')}${count(results.data?.brands.length)}` },
    { key: 'people', label: `${t('search.groups.people')}${count(results.data?.users.length)}` },
  ];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {keyword ? t('search.page.results_for', { keyword }) : t('search.page.title')}
      </h1>
      {!keyword ? (
        <EmptyState title={t('search.page.prompt')} />
      ) : (
        <Tabs<Tab> label={t('search.page.tabs')} value={tab} onChange={setTab} items={tabs}>
          {tab === 'quests' ? (
            <div className="flex flex-col gap-6">
              <QuestFiltersBar filters={filters} onChange={update} />
              <QuestResults
                filters={filters}
                onClear={() => update({ status: 'all', categoryIds: [], claimable: false })}
              />
            </div>
          ) : results.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : results.isError ? (
            <LoadError onRetry={() => void results.refetch()} />
          ) : tab === 'brands' ? (
            <BrandResults result={results.data} />
          ) : (
            <PeopleResults result={results.data} />
          )}
        </Tabs>
      )}
    </div>
  );
}
