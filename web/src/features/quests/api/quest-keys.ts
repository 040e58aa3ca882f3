import type { QuestFilters } from '../hooks/quest-filters';

/** React Query keys of the public quest lists and pages; `signedIn` because owners and guests see different things. */
export const questKeys = {
  all: ['quests'] as const,
  search: (filters: QuestFilters, signedIn: boolean) => ['quests', 'search', filters, signedIn] as const,
  detail: (slug: string, signedIn: boolean) => ['quests', 'detail', slug, signedIn] as const,
  related: (questId: string) => ['quests', 'related', questId] as const,
  ofBrand: (brandId: string, signedIn: boolean) => ['quests', 'brand', brandId, signedIn] as const,
  featured: ['quests', 'featured'] as const,
  banners: ['quests', 'banners'] as const,
  completedBy: (username: string, offset: number) => ['quests', 'completed', username, offset] as const,
  categories: ['categories', 'filter-by-quests'] as const,
};
