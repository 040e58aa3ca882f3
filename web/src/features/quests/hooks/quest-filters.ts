import { CATEGORY_ID } from '@questboard/contract/catalogue';
import { QUEST_SORTS, type QuestListQuery } from '@questboard/contract/quests';
import type { z } from 'zod';

export const QUEST_STATUS_FILTERS = ['all', 'PUBLISHED', 'ENDED'] as const;
export type QuestStatusFilter = (typeof QUEST_STATUS_FILTERS)[number];
export type QuestSort = (typeof QUEST_SORTS)[number];

/** What the /quests page filters by; it lives in the URL so a search can be shared. */
export interface QuestFilters {
  keyword: string;
  status: QuestStatusFilter;
  categoryIds: string[];
  sort: QuestSort | null;
  claimable: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/** URL → filters; unknown values are ignored rather than sent to the server. */
export function parseQuestFilters(params: URLSearchParams): QuestFilters {
  return {
    keyword: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(QUEST_STATUS_FILTERS, params.get('status')) ?? 'all',
    categoryIds: params
      .getAll('category')
      .flatMap((v) => v.split(','))
      .filter((id) => CATEGORY_ID.test(id))
      .slice(0, 10),
    sort: oneOf(QUEST_SORTS, params.get('sort')),
    claimable: params.get('claimable') === '1',
  };
}

/** Filters → URL, leaving defaults out so the address stays short. */
export function questFiltersToParams(filters: QuestFilters): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) params.set('q', keyword);
  if (filters.status !== 'all') params.set('status', filters.status);
  for (const id of filters.categoryIds) params.append('category', id);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.claimable) params.set('claimable', '1');
  return params;
}

/** Filters → the list endpoint's query (without paging). */
export function questFiltersToQuery(filters: QuestFilters): z.input<typeof QuestListQuery> {
  const keyword = filters.keyword.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(filters.status !== 'all' ? { statuses: [filters.status] } : {}),
    ...(filters.categoryIds.length ? { categoryIds: filters.categoryIds } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.claimable ? { isAvailableClaim: 'true' as const } : {}),
  };
}

export const hasActiveFilters = (filters: QuestFilters) =>
  questFiltersToParams({ ...filters, sort: null }).toString() !== '';
