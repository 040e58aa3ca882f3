import { referralsApi } from '@questboard/contract/referrals';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** My referral link and what it brought (signed in only). */
export const useMyReferrals = (enabled = true) =>
  useQuery({
    queryKey: keyOf(referralsApi.mine),
    queryFn: ({ signal }) => api.call(referralsApi.mine, { signal }),
    enabled,
  });
