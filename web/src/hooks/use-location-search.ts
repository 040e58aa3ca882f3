import { catalogueApi, type LocationType } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { keyOf } from '../lib/query-keys';

/** Places of the catalogue (GET /location) matching a keyword of two letters or more. */
export const useLocationSearch = (keyword: string, type: LocationType | undefined) =>
  useQuery({
    queryKey: keyOf(catalogueApi.locations, keyword, type),
    queryFn: ({ signal }) => api.call(catalogueApi.locations, { query: { keyword, type, limit: 8 }, signal }),
    enabled: keyword.trim().length >= 2,
    // Places never change once loaded; an empty answer may come while a fresh server is still loading them.
    staleTime: (query) => (query.state.data?.items.length ? 3_600_000 : 0),
  });
