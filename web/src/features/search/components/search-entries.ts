import type { SearchHistory, SearchResult } from '@questboard/contract/search';

/** One row of the search box's list: where picking it leads, and what it shows. */
export interface SearchEntry {
  id: string;
  group: 'recent' | 'quests' | 'brands' | 'people' | 'all';
  label: string;
  detail?: string | null;
  image?: string | null;
  /** The page it opens. */
  to: string;
  /** For recent searches: the history id (Delete forgets it). */
  historyId?: string;
}

export const resultsPath = (keyword: string) => `/search?q=${encodeURIComponent(keyword.trim())}`;

/** The rows for `keyword`: recent searches while empty, else quests, brands, people and "all results". */
export function searchEntries(
  keyword: string,
  result: SearchResult | undefined,
  histories: SearchHistory[] | undefined,
): SearchEntry[] {
  if (!keyword.trim()) {
    return (histories ?? []).map((h) => ({
      id: `recent-${h.id}`,
      group: 'recent',
      label: h.keyword,
      to: resultsPath(h.keyword),
      historyId: h.id,
    }));
  }
  if (!result) return [];
  return [
    ...result.quests.map((q) => ({
      id: `quest-${q.id}`,
      group: 'quests' as const,
      label: q.title ?? q.slug,
      detail: q.brand.name,
      image: q.brand.logo,
      to: `/quests/${q.slug}`,
    })),
    ...result.brands.map((b) => ({
      id: `brand-${b.id}`,
      group: 'brands' as const,
      label: b.name ?? b.slug,
      image: b.logo,
      to: `/brands/${b.slug}`,
    })),
    ...result.users.map((u) => ({
      id: `person-${u.id}`,
      group: 'people' as const,
      label: u.displayName ?? u.username,
      detail: `@${u.username}`,
      image: u.avatar,
      to: `/users/${u.username}`,
    })),
    { id: 'all', group: 'all' as const, label: keyword.trim(), to: resultsPath(keyword) },
  ];
}
