import { QUEST_LIMITS, questsApi } from '@questboard/contract/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** GET /quests/{id}/related: the first 12 (docs/domain.md, Limits). */
export const useRelatedQuests = (questId: string) =>
  useQuery({
    queryKey: keyOf(questsApi.related, questId),
    queryFn: ({ signal }) =>
      api.call(questsApi.related, {
        params: { id: questId },
        query: { offset: 0, limit: QUEST_LIMITS.relatedLimit },
        signal,
      }),
  });
