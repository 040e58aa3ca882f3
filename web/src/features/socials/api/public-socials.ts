import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** A person's connected accounts as anyone sees them (network, handle, profile link). */
export const useUserSocials = (userKey: string) =>
  useQuery({
    queryKey: keyOf(socialsApi.publicSocials, userKey),
    queryFn: ({ signal }) => api.call(socialsApi.publicSocials, { params: { userKey }, signal }),
  });

/** The accounts a brand's owner proved are the brand's. */
export const useBrandSocials = (brandId: string) =>
  useQuery({
    queryKey: keyOf(socialsApi.brandSocials, brandId),
    queryFn: ({ signal }) => api.call(socialsApi.brandSocials, { params: { brandId }, signal }),
  });
