import { type NETWORK_KINDS, networkApi, peopleApi } from '@questboard/contract/people';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';

export type NetworkKind = (typeof NETWORK_KINDS)[number];

/** The people around one of the owner's brands. */
export const useBrandNetwork = (brandId: string | undefined, kind: NetworkKind) =>
  useInfiniteQuery({
    queryKey: keyOf(networkApi.network, brandId ?? '', kind),
    queryFn: ({ pageParam, signal }) =>
      api.call(networkApi.network, {
        params: { id: brandId ?? '' },
        query: { kind, offset: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(brandId),
    placeholderData: keepPreviousData,
  });

/** A brand's follower count and whether the viewer follows it. */
export const useBrandFollowStats = (brandId: string) =>
  useQuery({
    queryKey: keyOf(peopleApi.brandFollowStats, brandId),
    queryFn: ({ signal }) => api.call(peopleApi.brandFollowStats, { query: { brandId }, signal }),
  });
