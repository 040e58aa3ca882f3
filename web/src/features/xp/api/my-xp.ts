import { xpApi } from '@questboard/contract/xp';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** My XP, level, progress to the next level and my ranks (signed in only). */
export const useMyXp = () =>
  useQuery({
    queryKey: keyOf(xpApi.mine),
    queryFn: ({ signal }) => api.call(xpApi.mine, { signal }),
  });
