import { brandXAppApi } from '@questboard/contract/brand-x-app';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** Whether the brand's own X app is set (never its token). */
export const useBrandXApp = (brandId: string) =>
  useQuery({
    queryKey: keyOf(brandXAppApi.get, brandId),
    queryFn: () => api.call(brandXAppApi.get, { params: { id: brandId } }),
  });

export const saveBrandXApp = (brandId: string, bearerToken: string) =>
  api.call(brandXAppApi.save, { params: { id: brandId }, body: { bearerToken } });

export const removeBrandXApp = (brandId: string) => api.call(brandXAppApi.remove, { params: { id: brandId } });
