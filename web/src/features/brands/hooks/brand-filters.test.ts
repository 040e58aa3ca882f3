import { describe, expect, it } from 'vitest';
import { brandFiltersToParams, parseBrandFilters } from './brand-filters';

describe('brand filters in the URL', () => {
  it('round-trips categories and sort, leaving the default sort out', () => {
    const filters = parseBrandFilters(new URLSearchParams('category=defi,gaming&sort=popular'));
    expect(filters).toEqual({ categoryIds: ['defi', 'gaming'], sort: 'popular' });
    expect(brandFiltersToParams(filters).toString()).toBe('category=defi&category=gaming&sort=popular');
    expect(brandFiltersToParams({ ...filters, sort: 'newest' }).toString()).toBe('category=defi&category=gaming');
  });

  it('drops values the server would refuse, keeping at most five categories', () => {
    const filters = parseBrandFilters(new URLSearchParams('category=a,b,c,d,e,f&category=BAD!&sort=random'));
    expect(filters).toEqual({ categoryIds: ['a', 'b', 'c', 'd', 'e'], sort: 'newest' });
  });
});
