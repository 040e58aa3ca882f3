import { useSearchParams } from 'react-router';
import { type BrandFilters, brandFiltersToParams, parseBrandFilters } from './brand-filters';

/** The /brands filters read from and written to the URL. */
export function useBrandFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseBrandFilters(params);
  const update = (change: Partial<BrandFilters>) =>
    setParams(brandFiltersToParams({ ...filters, ...change }), { replace: true, preventScrollReset: true });
  return { filters, update };
}
