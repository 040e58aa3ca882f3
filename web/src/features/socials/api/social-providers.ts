import { socialsApi } from '@questboard/contract/socials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** Networks this server can connect; unconfigured ones are hidden. */
export const useSocialProviders = () =>
  useQuery({
    queryKey: keyOf(socialsApi.providers),
    queryFn: ({ signal }) => api.call(socialsApi.providers, { signal }),
    staleTime: 5 * 60_000,
  });
