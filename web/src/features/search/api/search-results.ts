import { SEARCH_LIMITS, searchApi } from '@questboard/contract/search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';

/** GET /search (signed in: remembered in recent searches) or /search/guest, 20 of each kind. */
export function useSearchResults(keyword: string) {
  const { ready, signedIn } = useViewer();
  const queryClient = useQueryClient();
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: keyOf(signedIn ? searchApi.search : searchApi.guest, trimmed, SEARCH_LIMITS.perGroupMax),
    queryFn: async ({ signal }) => {
      const query = { keyword: trimmed, limit: SEARCH_LIMITS.perGroupMax };
      if (!signedIn) return api.call(searchApi.guest, { query, signal });
      const result = await api.call(searchApi.search, { query, signal });
      void invalidate(queryClient, searchApi.histories);
      return result;
    },
    enabled: ready && trimmed.length > 0,
  });
}
