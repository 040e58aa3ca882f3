import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const mySocialsKey = ['socials', 'mine'] as const;

/** The signed-in user's connected accounts. */
export const useMySocials = (enabled = true) =>
  useQuery({
    queryKey: mySocialsKey,
    queryFn: ({ signal }) => api.call(socialsApi.mySocials, { signal }),
    enabled,
  });

export const disconnectSocial = (network: string) =>
  api.call(socialsApi.disconnect, { params: { network: network.toLowerCase() } });
