import { balancesApi } from '@questboard/contract/balances';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { keyOf } from '../lib/query-keys';

/** The signed-in user's token balance (the header, the wallet and funding dialogs show it). */
export const useBalance = () =>
  useQuery({ queryKey: keyOf(balancesApi.balance), queryFn: () => api.call(balancesApi.balance) });
