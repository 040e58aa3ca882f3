import { brandsApi } from '@questboard/contract/brands';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useViewer } from '../../../hooks/use-viewer';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';
import type { BrandFilters } from '../hooks/brand-filters';

const PAGE_SIZE = 12;

/** GET /brands (signed in) or /brands/guests, 12 at a time. */
export function useBrandSearch(filters: BrandFilters) {
  const { ready, signedIn } = useViewer();
  return useInfiniteQuery({
    queryKey: keyOf(signedIn ? brandsApi.list : brandsApi.guests, filters),
    queryFn: ({ pageParam, signal }) =>
      api.call(signedIn ? brandsApi.list : brandsApi.guests, {
        query: {
          ...(filters.categoryIds.length ? { categoryIds: filters.categoryIds } : {}),
          sort: filters.sort,
          offset: pageParam,
          limit: PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: ready,
    placeholderData: keepPreviousData,
  });
}
