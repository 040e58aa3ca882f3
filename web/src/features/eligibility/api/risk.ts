import { appealsApi } from '@questboard/contract/appeals';
import { participationApi } from '@questboard/contract/participation';
import { type RiskLimitBody, riskApi } from '@questboard/contract/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';

/** The signed-in viewer's risk score in the quest, its reasons and the quest's maximum. */
export function useMyRisk(questId: string, enabled: boolean) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({
    queryKey: keyOf(riskApi.mine, questId),
    queryFn: () => api.call(riskApi.mine, { params: { id: questId } }),
    enabled: enabled && signedIn,
  });
}

/** The brand's list of its quest's participants with their scores (first 50). */
export const useQuestRisk = (questId: string) =>
  useQuery({
    queryKey: keyOf(riskApi.list, questId),
    queryFn: () => api.call(riskApi.list, { params: { id: questId }, query: { offset: 0, limit: 50 } }),
  });

/** The brand sets (or removes) the quest's maximum score. */
export function useSetRiskLimit(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskLimitBody) => api.call(riskApi.setLimit, { params: { id: questId }, body }),
    onSuccess: () => {
      // Every list that says who is above the maximum: the risk list, appeals, the review queue and task results.
      for (const endpoint of [
        riskApi.list,
        appealsApi.list,
        participationApi.reviews,
        participationApi.allTaskResults,
      ]) {
        void client.invalidateQueries({ queryKey: keyOf(endpoint, questId) });
      }
    },
  });
}
