import { describe, expect, it } from 'vitest';
import { hasActiveFilters, parseQuestFilters, questFiltersToParams, questFiltersToQuery } from './quest-filters';

describe('quest filters in the URL', () => {
  it('round-trips every filter through the address', () => {
    const filters = parseQuestFilters(
      new URLSearchParams('q=pizza&status=ENDED&category=defi&category=gaming&sort=reward_desc&claimable=1'),
    );
    expect(filters).toEqual({
      keyword: 'pizza',
      status: 'ENDED',
      categoryIds: ['defi', 'gaming'],
      sort: 'reward_desc',
      claimable: true,
    });
    expect(questFiltersToParams(filters).toString()).toBe(
      'q=pizza&status=ENDED&category=defi&category=gaming&sort=reward_desc&claimable=1',
    );
    expect(questFiltersToQuery(filters)).toEqual({
      keyword: 'pizza',
      statuses: ['ENDED'],
      categoryIds: ['defi', 'gaming'],
      sort: 'reward_desc',
      isAvailableClaim: 'true',
    });
  });

  it('ignores values the server would refuse and leaves defaults out', () => {
    const filters = parseQuestFilters(new URLSearchParams('status=DRAFT&sort=random&category=Not%20ok&claimable=yes'));
    expect(filters).toEqual({ keyword: '', status: 'all', categoryIds: [], sort: null, claimable: false });
    expect(questFiltersToParams(filters).toString()).toBe('');
    expect(questFiltersToQuery(filters)).toEqual({});
    expect(hasActiveFilters(filters)).toBe(false);
    expect(hasActiveFilters({ ...filters, keyword: ' x ' })).toBe(true);
  });
});
