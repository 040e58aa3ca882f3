import { questsApi } from '@questboard/contract/quests';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';
import { type QuestFilters, questFiltersToQuery } from '../hooks/quest-filters';

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
    placeholderData: keepPreviousData,
  });
}
