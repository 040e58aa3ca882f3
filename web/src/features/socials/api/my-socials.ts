import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The signed-in user's connected accounts. */
export const useMySocials = (enabled = true) =>
  useQuery({
    queryKey: keyOf(socialsApi.mySocials),
    queryFn: ({ signal }) => api.call(socialsApi.mySocials, { signal }),
    enabled,
  });

export const disconnectSocial = (network: string) =>
  api.call(socialsApi.disconnect, { params: { network: network.toLowerCase() } });
