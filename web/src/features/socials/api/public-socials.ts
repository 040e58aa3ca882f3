import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A person's connected accounts as anyone sees them (network, handle, profile link). */
export const useUserSocials = (userKey: string) =>
  useQuery({
    queryKey: ['socials', 'user', userKey],
    queryFn: ({ signal }) => api.call(socialsApi.publicSocials, { params: { userKey }, signal }),
  });

/** The accounts a brand's owner proved are the brand's. */
export const useBrandSocials = (brandId: string) =>
  useQuery({
    queryKey: ['socials', 'brand', brandId],
    queryFn: ({ signal }) => api.call(socialsApi.brandSocials, { params: { brandId }, signal }),
  });
