import { searchApi } from '@questboard/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const SUGGESTIONS_PER_GROUP = 4;

/** GET /search/guest while typing: suggestions are not remembered in the user's recent searches. */
export function useSearchSuggestions(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: keyOf(searchApi.guest, trimmed, SUGGESTIONS_PER_GROUP),
    queryFn: ({ signal }) =>
      api.call(searchApi.guest, { query: { keyword: trimmed, limit: SUGGESTIONS_PER_GROUP }, signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
