import { catalogueApi } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandKeys } from './brand-keys';

/** GET /categories/filter-by-brand: only categories some active brand uses. */
export const useBrandCategories = () =>
  useQuery({
    queryKey: brandKeys.categories,
    queryFn: ({ signal }) => api.call(catalogueApi.categoriesByBrand, { signal }),
    staleTime: 5 * 60_000,
  });
