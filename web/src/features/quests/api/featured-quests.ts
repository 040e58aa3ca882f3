import { QUEST_LIMITS, questsApi } from '@questboard/contract/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

const page = { offset: 0, limit: QUEST_LIMITS.featuredLimit };

/** Featured quests (claimable, highest reward); while none can pay out, the banners (live first) stand in. */
export function useFeaturedQuests() {
  const featured = useQuery({
    queryKey: keyOf(questsApi.featured),
    queryFn: ({ signal }) => api.call(questsApi.featured, { query: page, signal }),
  });
  const banners = useQuery({
    queryKey: keyOf(questsApi.banners),
    queryFn: ({ signal }) => api.call(questsApi.banners, { query: page, signal }),
    enabled: featured.data?.items.length === 0,
  });
  return featured.data?.items.length === 0 ? banners : featured;
}
