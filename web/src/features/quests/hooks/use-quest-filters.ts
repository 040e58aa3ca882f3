import { useSearchParams } from 'react-router';
import { parseQuestFilters, type QuestFilters, questFiltersToParams } from './quest-filters';

/** The /quests filters read from and written to the URL (replacing the history entry, so Back leaves the page). */
export function useQuestFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseQuestFilters(params);
  const update = (change: Partial<QuestFilters>) =>
    setParams(questFiltersToParams({ ...filters, ...change }), { replace: true, preventScrollReset: true });
  return { filters, update };
}
