import { referralsApi } from '@questboard/contract/referrals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** One page of the referral trees among a quest's participants (its owner only). */
export const useQuestReferrals = (questId: string, page: { offset: number; limit: number }) =>
  useQuery({
    queryKey: keyOf(referralsApi.ofQuest, questId, page.offset, page.limit),
    queryFn: ({ signal }) => api.call(referralsApi.ofQuest, { params: { id: questId }, query: page, signal }),
    placeholderData: keepPreviousData,
  });
