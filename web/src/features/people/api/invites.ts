import { dashboardApi } from '@questboard/contract/dashboard';
import { invitesApi } from '@questboard/contract/invites';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { invalidate, keyOf } from '../../../lib/query-keys';

/** The signed-in person's invitations (first 50, newest first). */
export const useReceivedInvites = (enabled = true) =>
  useQuery({
    queryKey: keyOf(invitesApi.received),
    queryFn: ({ signal }) => api.call(invitesApi.received, { query: { limit: 50 }, signal }),
    enabled,
  });

/** Read, accept or decline one's invitation to a quest; the invitation list and dashboard follow. */
export function useAnswerInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questId, action }: { questId: string; action: 'read' | 'accept' | 'decline' }) =>
      api.call(invitesApi[action], { params: { id: questId } }),
    onSuccess: () => invalidate(client, invitesApi.received, dashboardApi.get),
  });
}

/** Influencers a brand owner may invite to the quest (at most 20). */
export const useInfluencerSuggestions = (questId: string, keyword: string) =>
  useQuery({
    queryKey: keyOf(invitesApi.suggest, questId, keyword),
    queryFn: ({ signal }) =>
      api.call(invitesApi.suggest, { params: { id: questId }, query: { keyword: keyword || undefined }, signal }),
  });

/** Whom the owner invited to the quest. */
export const useInfluences = (questId: string) =>
  useInfiniteQuery({
    queryKey: keyOf(invitesApi.influences, questId),
    queryFn: ({ pageParam, signal }) =>
      api.call(invitesApi.influences, { params: { id: questId }, query: { offset: pageParam, limit: 20 }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useSendInvite(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; title?: string; message: string }) =>
      api.call(invitesApi.invite, { params: { id: questId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keyOf(invitesApi.influences, questId) }),
        client.invalidateQueries({ queryKey: keyOf(invitesApi.suggest, questId) }),
      ]),
  });
}
