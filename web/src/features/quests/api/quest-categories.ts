import { catalogueApi } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questKeys } from './quest-keys';

/** GET /categories/filter-by-quests: only categories some public quest uses. */
export const useQuestCategories = () =>
  useQuery({
    queryKey: questKeys.categories,
    queryFn: ({ signal }) => api.call(catalogueApi.categoriesByQuests, { signal }),
    staleTime: 5 * 60_000,
  });
