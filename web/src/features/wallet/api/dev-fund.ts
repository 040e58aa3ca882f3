import { walletApi } from '@questboard/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate } from '../../../lib/query-keys';

/** Development chain only: test tokens to the balance through a deposit from the wallet the product holds. */
export const useDevFund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: string) => api.call(walletApi.devFund, { body: { amount } }),
    onSuccess: () => void invalidate(queryClient, walletApi.deposits),
  });
};
