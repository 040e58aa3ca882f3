import { balancesApi } from '@questboard/contract/balances';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { socialsApi } from '@questboard/contract/socials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';
import { QUEST_READS } from '../../../lib/quest-reads';

export const useRewardSetting = () =>
  useQuery({
    queryKey: keyOf(questFundsApi.rewardSetting),
    queryFn: () => api.call(questFundsApi.rewardSetting),
    staleTime: 3_600_000,
  });

export const useQuestStatistics = (questId: string) =>
  useQuery({
    queryKey: keyOf(questFundsApi.statistics, questId),
    queryFn: () => api.call(questFundsApi.statistics, { params: { id: questId } }),
  });

/** What checking the quest's social conditions cost at each provider (calls, records, X's cost). */
export const useProviderUsage = (questId: string) =>
  useQuery({
    queryKey: keyOf(socialsApi.providerUsage, questId),
    queryFn: ({ signal }) => api.call(socialsApi.providerUsage, { params: { id: questId }, signal }),
  });

export const useReviews = (questId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(participationApi.reviews, questId, offset),
    queryFn: () => api.call(participationApi.reviews, { params: { id: questId }, query: { offset, limit } }),
  });

/** Every task result of the quest, newest first, whatever its state (accepted automatically ones too). */
export const useAllTaskResults = (questId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(participationApi.allTaskResults, questId, offset),
    queryFn: () => api.call(participationApi.allTaskResults, { params: { id: questId }, query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

/** The owner's money actions; each refreshes the quest, its statistics and the owner's balance. */
export function useQuestFundsActions(questId: string) {
  const client = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keyOf(questFundsApi.statistics, questId) }),
      // Quest pages and lists read the status, phase and rewards left.
      invalidate(client, balancesApi.balance, balancesApi.balanceHistories, ...QUEST_READS),
    ]);
  const params = { id: questId };
  return {
    publish: useMutation({
      mutationFn: (amount: string) => api.call(questFundsApi.publish, { params, body: { amount } }),
      onSuccess,
    }),
    deposit: useMutation({
      mutationFn: ({ amount, key }: { amount: string; key: string }) =>
        api.call(questFundsApi.deposit, { params, body: { amount }, headers: { 'Idempotency-Key': key } }),
      onSuccess,
    }),
    end: useMutation({ mutationFn: () => api.call(questFundsApi.end, { params }), onSuccess }),
    reclaim: useMutation({ mutationFn: () => api.call(questFundsApi.reclaim, { params }), onSuccess }),
    // An approval may complete participants and pay them from the escrow: the money figures change too.
    decide: useMutation({
      mutationFn: (body: { items: Array<{ kind: 'CONDITION' | 'TASK'; id: string }>; approve: boolean }) =>
        api.call(participationApi.decideMany, { params, body }),
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: keyOf(participationApi.reviews, questId) }),
          client.invalidateQueries({ queryKey: keyOf(participationApi.allTaskResults, questId) }),
          onSuccess(),
        ]),
    }),
  };
}
