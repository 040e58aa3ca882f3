import { brandsApi } from '@questboard/contract/brands';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const brandKeys = {
  all: ['dashboard-brands'] as const,
  mine: (offset: number, limit: number) => ['dashboard-brands', 'mine', offset, limit] as const,
  draft: ['dashboard-brands', 'draft'] as const,
  detail: (id: string) => ['dashboard-brands', 'detail', id] as const,
  fee: ['brand-fee-setting'] as const,
};

export const useMyBrands = (offset: number, limit: number) =>
  useQuery({
    queryKey: brandKeys.mine(offset, limit),
    queryFn: () => api.call(brandsApi.mine, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

/** The owner's brand draft (CREATING) or null, so the create form can resume it. */
export const useBrandDraft = () =>
  useQuery({ queryKey: brandKeys.draft, queryFn: () => api.call(brandsApi.creating), staleTime: 0 });

export const useBrand = (id: string) =>
  useQuery({ queryKey: brandKeys.detail(id), queryFn: () => api.call(brandsApi.detail, { params: { id } }) });

export const isBrandNameAvailable = async (name: string, brandId: string | undefined) =>
  (await api.call(brandsApi.nameCheck, { query: { name, brandId } })).available;

/** The platform fee and the smallest reward per participant a quest may be published with. */
export const useFeeSetting = () =>
  useQuery({ queryKey: brandKeys.fee, queryFn: () => api.call(brandsApi.feeSetting), staleTime: 3_600_000 });
