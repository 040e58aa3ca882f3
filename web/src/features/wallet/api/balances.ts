import { balancesApi } from '@questboard/contract/balances';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const balanceKeys = {
  balance: ['balance'] as const,
  history: (offset: number, limit: number) => ['balance-histories', offset, limit] as const,
  claims: (offset: number, limit: number) => ['claim-histories', offset, limit] as const,
};

export const useBalance = () =>
  useQuery({ queryKey: balanceKeys.balance, queryFn: () => api.call(balancesApi.balance) });

export const useBalanceHistories = (offset: number, limit: number) =>
  useQuery({
    queryKey: balanceKeys.history(offset, limit),
    queryFn: () => api.call(balancesApi.balanceHistories, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

export const useClaimHistories = (offset: number, limit: number) =>
  useQuery({
    queryKey: balanceKeys.claims(offset, limit),
    queryFn: () => api.call(balancesApi.claimHistories, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });
