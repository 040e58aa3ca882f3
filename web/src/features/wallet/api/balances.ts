import { balancesApi } from '@questboard/contract/balances';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const useBalanceHistories = (offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(balancesApi.balanceHistories, offset, limit),
    queryFn: () => api.call(balancesApi.balanceHistories, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

export const useClaimHistories = (offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(balancesApi.claimHistories, offset, limit),
    queryFn: () => api.call(balancesApi.claimHistories, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });
