import { catalogueApi } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useCategories = () =>
  useQuery({ queryKey: ['categories'], queryFn: () => api.call(catalogueApi.categories), staleTime: 3_600_000 });
