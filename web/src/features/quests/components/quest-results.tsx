import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { cn } from '../../../lib/cn';
import { useQuestSearch } from '../api/search-quests';
import { hasActiveFilters, type QuestFilters } from '../hooks/quest-filters';
import { QuestCount } from './quest-count';
import { QuestGrid, QuestGridSkeleton } from './quest-grid';

/** The /quests results: count, grid, infinite scroll, and the loading, empty and error states. */
export function QuestResults({ filters, onClear }: { filters: QuestFilters; onClear(): void }) {
  const { t } = useTranslation();
  const search = useQuestSearch(filters);
  if (search.isError && !search.data) return <LoadError onRetry={() => search.refetch()} />;
  if (!search.data) return <QuestGridSkeleton />;
  const quests = search.data.pages.flatMap((page) => page.items);
  const first = search.data.pages[0];
  return (
    <section aria-labelledby="quest-results-count" aria-busy={search.isFetching} data-testid="quest-results">
      {/* The heading of the cards (each card's title is an h3), so the outline has no gap under the page's h1. */}
      <h2 id="quest-results-count" className="mb-4 text-sm text-zinc-400" aria-live="polite">
        <QuestCount total={first?.total ?? 0} estimated={first?.totalEstimated ?? false} />
      </h2>
      {quests.length === 0 ? (
        <EmptyState
          title={t('browse.quest.empty_title')}
          text={t(hasActiveFilters(filters) ? 'browse.quest.empty_filtered' : 'browse.quest.empty_text')}
          action={
            hasActiveFilters(filters) && (
              <Button variant="secondary" onClick={onClear}>
                {t('browse.filters.clear')}
              </Button>
            )
          }
        />
      ) : (
        <QuestGrid quests={quests} className={cn(search.isPlaceholderData && 'opacity-60 transition-opacity')} />
      )}
      <LoadMore pages={search} />
    </section>
  );
}
