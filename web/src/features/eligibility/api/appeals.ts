import { type AppealBody, type AppealDecisionBody, appealsApi } from '@questboard/contract/appeals';
import { eligibilityApi } from '@questboard/contract/eligibility';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The viewer's appeal of the quest's rules, with the brand's decision once made (null: none). */
export const useMyAppeal = (questId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(appealsApi.mine, questId),
    queryFn: () => api.call(appealsApi.mine, { params: { id: questId } }),
    enabled,
  });

/** Sends the viewer's appeal. */
export function useAskAppeal(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => api.call(appealsApi.ask, { params: { id: questId }, body }),
    onSuccess: (answer) => client.setQueryData(keyOf(appealsApi.mine, questId), answer),
  });
}

/** The brand's list of appeals of its quest. */
export const useAppeals = (questId: string) =>
  useQuery({
    queryKey: keyOf(appealsApi.list, questId),
    queryFn: () => api.call(appealsApi.list, { params: { id: questId } }),
  });

/** The brand's decision on one appeal. */
export function useDecideAppeal(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, ...body }: AppealDecisionBody & { appealId: string }) =>
      api.call(appealsApi.decide, { params: { id: questId, appealId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keyOf(appealsApi.list, questId) });
      void client.invalidateQueries({ queryKey: keyOf(eligibilityApi.get, questId) });
    },
  });
}
