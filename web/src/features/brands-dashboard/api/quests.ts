import { questsApi } from '@questboard/contract/quests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const useQuest = (id: string) =>
  useQuery({ queryKey: keyOf(questsApi.detail, id), queryFn: () => api.call(questsApi.detail, { params: { id } }) });

/** The brand's newest quest draft or null, so the create form can resume it. */
export const useQuestDraft = (brandId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(questsApi.creating, brandId),
    queryFn: () => api.call(questsApi.creating, { params: { brandId } }),
    staleTime: 0,
    enabled,
  });

export const useBrandQuests = (brandId: string, offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(questsApi.byBrand, brandId, offset, limit),
    queryFn: () => api.call(questsApi.byBrand, { params: { brandId }, query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

export const useSocials = () =>
  useQuery({ queryKey: keyOf(questsApi.socials), queryFn: () => api.call(questsApi.socials), staleTime: 3_600_000 });

export const useActions = () =>
  useQuery({
    queryKey: keyOf(questsApi.actions),
    queryFn: () => api.call(questsApi.actions, { query: {} }),
    staleTime: 3_600_000,
  });

/** The chains on-chain conditions can read (the operator's list). */
export const useChains = (enabled: boolean) =>
  useQuery({
    queryKey: keyOf(questsApi.chains),
    queryFn: () => api.call(questsApi.chains),
    staleTime: 600_000,
    enabled,
  });

export const isQuestTitleAvailable = async (brandId: string, title: string, questId: string | undefined) =>
  (await api.call(questsApi.titleCheck, { query: { brandId, title, questId } })).available;
