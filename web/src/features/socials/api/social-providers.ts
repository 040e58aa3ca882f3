import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Networks this server can connect; unconfigured ones are hidden. */
export const useSocialProviders = () =>
  useQuery({
    queryKey: ['socials', 'providers'],
    queryFn: ({ signal }) => api.call(socialsApi.providers, { signal }),
    staleTime: 5 * 60_000,
  });
