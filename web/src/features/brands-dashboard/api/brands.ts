import { brandsApi } from '@questboard/contract/brands';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const useMyBrands = (offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(brandsApi.mine, offset, limit),
    queryFn: () => api.call(brandsApi.mine, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

/** The owner's brand draft (CREATING) or null, so the create form can resume it. */
export const useBrandDraft = () =>
  useQuery({ queryKey: keyOf(brandsApi.creating), queryFn: () => api.call(brandsApi.creating), staleTime: 0 });

export const useBrand = (id: string) =>
  useQuery({ queryKey: keyOf(brandsApi.detail, id), queryFn: () => api.call(brandsApi.detail, { params: { id } }) });

export const isBrandNameAvailable = async (name: string, brandId: string | undefined) =>
  (await api.call(brandsApi.nameCheck, { query: { name, brandId } })).available;

/** The platform fee and the smallest reward per participant a quest may be published with. */
export const useFeeSetting = () =>
  useQuery({
    queryKey: keyOf(brandsApi.feeSetting),
    queryFn: () => api.call(brandsApi.feeSetting),
    staleTime: 3_600_000,
  });

/** Every read that shows the owner's brands (and the public lists they appear in). */
export const BRAND_READS = [brandsApi.mine, brandsApi.creating, brandsApi.detail, brandsApi.list, brandsApi.guests];
