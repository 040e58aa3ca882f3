import { questsApi } from '@questboard/contract/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** Who checks each network × action on this installation (`GET /quests/actions`): the platform, or a person. */
export function useConditionChecks() {
  const actions = useQuery({
    queryKey: keyOf(questsApi.actions),
    queryFn: () => api.call(questsApi.actions, { query: {} }),
    staleTime: 3_600_000,
  });
  return {
    checkedBy(network: string, action: string): 'PLATFORM' | 'REVIEW' {
      const found = actions.data?.find((a) => a.network === network && a.action === action);
      return found?.checkedBy ?? 'REVIEW';
    },
    /** True once known that no API checks it here (a network without one, or not configured): the brand does. */
    byBrand(network: string, action: string): boolean {
      return actions.data?.find((a) => a.network === network && a.action === action)?.checkedBy === 'REVIEW';
    },
  };
}
