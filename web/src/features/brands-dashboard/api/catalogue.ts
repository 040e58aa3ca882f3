import { catalogueApi, type LocationType } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: () => api.call(catalogueApi.categories), staleTime: 3_600_000 });

export const useLocationSearch = (keyword: string, type: LocationType | undefined) =>
  useQuery({
    queryKey: ['locations', keyword, type],
    queryFn: ({ signal }) => api.call(catalogueApi.locations, { query: { keyword, type, limit: 8 }, signal }),
    enabled: keyword.trim().length >= 2,
    staleTime: 3_600_000,
  });
