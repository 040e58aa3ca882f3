import { type BrandBadgeInput, badgesApi } from '@questboard/contract/badges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';

/** A person's badges (by username or id), newest first. */
export const useUserBadges = (userKey: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.ofUser, userKey),
    queryFn: ({ signal }) => api.call(badgesApi.ofUser, { query: { userKey }, signal }),
    retry: false,
  });

/** One awarded badge with its signed credential. */
export const useBadge = (id: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.award, id),
    queryFn: ({ signal }) => api.call(badgesApi.award, { params: { id }, signal }),
    retry: false,
  });

/** A brand's own badge (null until its owner defines one), how many hold it and the quests that award it. */
export const useBrandBadge = (brandId: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.brandBadge, brandId),
    queryFn: ({ signal }) => api.call(badgesApi.brandBadge, { params: { id: brandId }, signal }),
  });

/** The brand badge completing a quest earns, if any. */
export const useQuestBadge = (questId: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.questBadge, questId),
    queryFn: ({ signal }) => api.call(badgesApi.questBadge, { params: { id: questId }, signal }),
  });

/** The owner's writes: define or change the brand's badge, attach it to a quest or take it off. */
export function useBrandBadgeActions(brandId: string) {
  const client = useQueryClient();
  const onSuccess = () => invalidate(client, badgesApi.brandBadge, badgesApi.questBadge);
  return {
    save: useMutation({
      mutationFn: (body: BrandBadgeInput) => api.call(badgesApi.saveBrandBadge, { params: { id: brandId }, body }),
      onSuccess,
    }),
    attach: useMutation({
      mutationFn: ({ questId, attached }: { questId: string; attached: boolean }) =>
        api.call(badgesApi.attachQuestBadge, { params: { id: questId }, body: { attached } }),
      onSuccess,
    }),
  };
}
