import { catalogueApi } from '@questboard/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { keyOf } from '../lib/query-keys';

const SOURCES = {
  /** Every category (forms). */
  all: catalogueApi.categories,
  /** Only categories some public quest uses (quest and people filters). */
  quests: catalogueApi.categoriesByQuests,
  /** Only categories some active brand uses (brand filters). */
  brands: catalogueApi.categoriesByBrand,
};

/** The categories to choose from; they change rarely, so they are kept for five minutes. */
export const useCategories = (source: keyof typeof SOURCES) =>
  useQuery({
    queryKey: keyOf(SOURCES[source]),
    queryFn: ({ signal }) => api.call(SOURCES[source], { signal }),
    staleTime: 5 * 60_000,
  });
