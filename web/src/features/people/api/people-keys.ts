/** React Query keys of the people feature. */
export const peopleKeys = {
  all: ['people'] as const,
  stats: (userKey: string) => ['people', 'stats', userKey] as const,
  follows: (kind: 'followers' | 'following', userKey: string) => ['people', kind, userKey] as const,
  influencers: (filters: object) => ['people', 'influencers', filters] as const,
  featured: ['people', 'featured'] as const,
  dashboard: ['people', 'dashboard'] as const,
  invites: ['people', 'invites'] as const,
  suggestions: (questId: string, keyword: string) => ['people', 'suggest', questId, keyword] as const,
  influences: (questId: string) => ['people', 'influences', questId] as const,
  network: (brandId: string, kind: string) => ['people', 'network', brandId, kind] as const,
  brandStats: (brandId: string) => ['people', 'brand-stats', brandId] as const,
  settings: ['people', 'notification-settings'] as const,
};
