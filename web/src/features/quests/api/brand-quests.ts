import { questsApi } from '@questboard/contract/quests';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';
import { QUEST_PAGE_SIZE } from './search-quests';

/** GET /quests/brands/{brandId}, paged. */
export function useBrandQuests(brandId: string) {
  const { ready, signedIn } = useViewer();
  return useInfiniteQuery({
    queryKey: keyOf(questsApi.byBrand, brandId, signedIn),
    queryFn: ({ pageParam, signal }) =>
      api.call(questsApi.byBrand, {
        params: { brandId },
        query: { offset: pageParam, limit: QUEST_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: ready,
  });
}
