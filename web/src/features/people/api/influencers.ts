import { type InfluencerSort, peopleApi } from '@questboard/contract/people';
import type { SocialAccountNetwork } from '@questboard/contract/socials';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { keyOf } from '../../../lib/query-keys';

export interface InfluencerFilters {
  keyword?: string;
  category?: string;
  network?: SocialAccountNetwork;
  locationId?: number;
  sort: InfluencerSort;
}

/** The influencer directory, 12 at a time. */
export const useInfluencers = (filters: InfluencerFilters) =>
  useInfiniteQuery({
    queryKey: keyOf(peopleApi.influencers, filters),
    queryFn: ({ pageParam, signal }) =>
      api.call(peopleApi.influencers, { query: { ...filters, offset: pageParam, limit: 12 }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });

export const useFeaturedInfluencers = () =>
  useQuery({
    queryKey: keyOf(peopleApi.featuredInfluencers),
    queryFn: ({ signal }) => api.call(peopleApi.featuredInfluencers, { query: { limit: 5 }, signal }),
  });
