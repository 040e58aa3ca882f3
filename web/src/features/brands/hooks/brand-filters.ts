import { CATEGORY_ID } from '@questboard/contract/catalogue';

export const BRAND_SORTS = ['newest', 'name', 'popular'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

/** What the /brands page filters by, kept in the URL. */
export interface BrandFilters {
  categoryIds: string[];
  sort: BrandSort;
}

/** URL → filters (unknown values ignored). */
export function parseBrandFilters(params: URLSearchParams): BrandFilters {
  const sort = BRAND_SORTS.find((s) => s === params.get('sort')) ?? 'newest';
  const categoryIds = params
    .getAll('category')
    .flatMap((v) => v.split(','))
    .filter((id) => CATEGORY_ID.test(id))
    .slice(0, 5);
  return { categoryIds, sort };
}

/** Filters → URL, defaults left out. */
export function brandFiltersToParams(filters: BrandFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of filters.categoryIds) params.append('category', id);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}
