import { referralsApi } from '@questboard/contract/referrals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** What the quest pays whoever brought a participant, when their reward is paid ("0": no bonus). */
export const useReferralBonus = (questId: string, enabled = true) =>
  useQuery({
    queryKey: keyOf(referralsApi.bonus, questId),
    queryFn: () => api.call(referralsApi.bonus, { params: { id: questId } }),
    enabled,
  });

/** The owner sets the bonus while the quest is a draft. */
export function useSetReferralBonus(questId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => api.call(referralsApi.setBonus, { params: { id: questId }, body: { amount } }),
    onSuccess: (answer) => client.setQueryData(keyOf(referralsApi.bonus, questId), answer),
  });
}
