import { type DistributionBody, distributionApi } from '@questboard/contract/distribution';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** How the quest pays and, once it ended, what was paid to whom (public). */
export const useDistribution = (questId: string) =>
  useQuery({
    queryKey: keyOf(distributionApi.get, questId),
    queryFn: () => api.call(distributionApi.get, { params: { id: questId } }),
  });

/** A raffle's frozen list, to re-run the draw in the browser. */
export const useEligibleList = (questId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(distributionApi.eligible, questId),
    queryFn: () => api.call(distributionApi.eligible, { params: { id: questId } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The owner's choice of mode (a draft only). */
export function useSetDistribution(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributionBody) => api.call(distributionApi.set, { params: { id: questId }, body }),
    onSuccess: (answer) => client.setQueryData(keyOf(distributionApi.get, questId), answer),
  });
}
