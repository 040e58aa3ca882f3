import { type EligibilityBody, eligibilityApi } from '@questboard/contract/eligibility';
import { questsApi } from '@questboard/contract/quests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';

const useSignedIn = () => useAuthStore((s) => s.isAuthenticated);

/** The quest's rules of who may take part, with the viewer's own status on each. */
export function useEligibility(questId: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: keyOf(eligibilityApi.get, questId, signedIn),
    queryFn: () => api.call(eligibilityApi.get, { params: { id: questId } }),
  });
}

/** The owner's list of rules (a draft only). */
export function useSetEligibility(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EligibilityBody) => api.call(eligibilityApi.set, { params: { id: questId }, body }),
    onSuccess: (answer) => client.setQueryData(keyOf(eligibilityApi.get, questId, true), answer),
  });
}

/**
 * The chains' names by id (the operator's list, as the builder offers them), for the wallet rules' words; only asked
 * when `enabled` (a quest with a wallet rule, or the builder).
 */
export function useChainNames(enabled: boolean) {
  const chains = useQuery({
    queryKey: keyOf(questsApi.chains),
    queryFn: () => api.call(questsApi.chains),
    staleTime: 600_000,
    enabled,
  });
  return {
    chains: chains.data ?? [],
    nameOf: (id: number) => chains.data?.find((c) => c.chainId === id)?.name ?? `#${id}`,
  };
}
