import { balancesApi } from '@questboard/contract/balances';
import { brandFollowsApi } from '@questboard/contract/follows';
import { participationApi } from '@questboard/contract/participation';
import { riskApi } from '@questboard/contract/risk';
import { usersApi } from '@questboard/contract/users';
import { xpApi } from '@questboard/contract/xp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { invalidate, keyOf } from '../../../lib/query-keys';
import { useAuthStore } from '../../../stores/auth-store';

const useSignedIn = () => useAuthStore((s) => s.isAuthenticated);

/**
 * Claims the reward; when the server asks for the bot check (many claims from this address, or a high risk score),
 * solves the `claim` challenge off the main thread and claims again with it. The solver loads only then.
 */
async function claimReward(questId: string) {
  try {
    return await api.call(participationApi.claim, { params: { id: questId } });
  } catch (error) {
    if (!isApiError(error) || error.code !== 'BOT_CHECK_REQUIRED') throw error;
    const { solveBotCheck } = await import('../../../lib/bot-check');
    const recaptcha = await solveBotCheck('claim');
    return api.call(participationApi.claim, { params: { id: questId }, body: { recaptcha } });
  }
}

export function useRulesCheck(questId: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: keyOf(participationApi.rulesCheck, questId, signedIn),
    queryFn: () => api.call(participationApi.rulesCheck, { params: { id: questId } }),
  });
}

export function useUserQuest(questId: string) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: keyOf(participationApi.userQuest, questId),
    queryFn: () => api.call(participationApi.userQuest, { params: { id: questId } }),
    enabled: signedIn,
    // Reviews happen elsewhere: opening the quest (from a notification or a link) always shows the latest state.
    refetchOnMount: 'always',
  });
}

/** The tracked link of a VISIT_LINK condition (opening it records the visit), fetched before the button is pressed. */
export const useVisitLink = (conditionId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(participationApi.visit, conditionId),
    queryFn: () => api.call(participationApi.visit, { params: { id: conditionId } }),
    enabled,
    staleTime: 3_600_000,
  });

export const useLeaderboard = (questId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(participationApi.leaderboard, questId, offset),
    queryFn: () => api.call(participationApi.leaderboard, { params: { id: questId }, query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

export const useParticipants = (questId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(participationApi.participants, questId, offset),
    queryFn: () => api.call(participationApi.participants, { params: { id: questId }, query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

/**
 * Every participation action refreshes the participation, the eligibility, the viewer's risk score (completion speed
 * and answers weigh on it) and (for claims) the balance.
 */
export function useParticipationActions(questId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: keyOf(participationApi.userQuest, questId) }),
      client.invalidateQueries({ queryKey: keyOf(participationApi.rulesCheck, questId) }),
      client.invalidateQueries({ queryKey: keyOf(riskApi.mine, questId) }),
    ]);
  };
  const onSuccess = () => refresh();
  return {
    start: useMutation({
      mutationFn: () => api.call(participationApi.start, { params: { id: questId } }),
      onSuccess,
    }),
    askReview: useMutation({
      mutationFn: (input: { conditionId: string; proof?: string }) =>
        api.call(participationApi.askReview, {
          params: { id: input.conditionId },
          body: input.proof ? { proof: input.proof } : {},
        }),
      onSuccess,
    }),
    verify: useMutation({
      mutationFn: (body: { questConditionId: string; answerIndex?: number; proof?: string }) =>
        api.call(participationApi.verify, { body }),
      onSuccess,
    }),
    follow: useMutation({
      mutationFn: (brandId: string) => api.call(brandFollowsApi.follow, { params: { id: brandId } }),
      onSuccess: (_data, brandId) => client.invalidateQueries({ queryKey: keyOf(brandFollowsApi.check, brandId) }),
    }),
    submitTask: useMutation({
      mutationFn: (body: { taskId: string; result: string }) => api.call(participationApi.taskVerify, { body }),
      onSuccess,
    }),
    submitTaskImage: useMutation({
      mutationFn: ({ taskId, image }: { taskId: string; image: File }) => {
        const formData = new FormData();
        formData.append('image', image);
        return api.call(participationApi.taskImage, { params: { id: taskId }, formData });
      },
      onSuccess,
    }),
    complete: useMutation({
      mutationFn: () => api.call(participationApi.complete, { params: { id: questId } }),
      onSuccess,
    }),
    claim: useMutation({
      mutationFn: () => claimReward(questId),
      onSuccess: async () => {
        await refresh();
        await Promise.all([
          invalidate(
            client,
            balancesApi.balance,
            balancesApi.claimHistories,
            balancesApi.balanceHistories,
            xpApi.mine,
            xpApi.leaderboard,
            usersApi.getUser,
          ),
          client.invalidateQueries({ queryKey: keyOf(participationApi.leaderboard, questId) }),
        ]);
      },
    }),
  };
}
