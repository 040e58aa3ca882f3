import type { BrandFilters } from '../hooks/brand-filters';

/** React Query keys of the public brand pages. */
export const brandKeys = {
  search: (filters: BrandFilters, signedIn: boolean) => ['brands', 'search', filters, signedIn] as const,
  detail: (slug: string, signedIn: boolean) => ['brands', 'detail', slug, signedIn] as const,
  categories: ['categories', 'filter-by-brand'] as const,
};
