import { questsApi } from '@questboard/contract/quests';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';
import { type QuestFilters, questFiltersToParams, questFiltersToQuery } from '../hooks/quest-filters';

/** A guest's first load of /quests with no filters: the first page as the server filled the page in with it. */
function filledFirstPage(filters: QuestFilters) {
  if (questFiltersToParams(filters).toString()) return undefined;
  const first = takePageData('/quests', 'quests');
  return first && { pages: [first], pageParams: [0] };
}

export const QUEST_PAGE_SIZE = 12;

/** GET /quests (signed in) or /quests/guests, one page of 12 at a time. */
export function useQuestSearch(filters: QuestFilters) {
  const { ready, signedIn } = useViewer();
  return useInfiniteQuery({
    queryKey: keyOf(signedIn ? questsApi.list : questsApi.guests, filters),
    queryFn: ({ pageParam, signal }) =>
      api.call(signedIn ? questsApi.list : questsApi.guests, {
        query: { ...questFiltersToQuery(filters), offset: pageParam, limit: QUEST_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: ready,
    initialData: signedIn ? undefined : () => filledFirstPage(filters),
    initialDataUpdatedAt: Date.now,
    placeholderData: keepPreviousData,
  });
}
