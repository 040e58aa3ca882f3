import type { BodyOf } from '@questboard/contract/endpoint';
import { walletApi } from '@questboard/contract/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** The chain, withdrawal rules and proven address. */
export const useWallet = () =>
  useQuery({ queryKey: keyOf(walletApi.wallet), queryFn: () => api.call(walletApi.wallet) });

export const useWithdrawals = (offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(walletApi.withdrawals, offset, limit),
    queryFn: () => api.call(walletApi.withdrawals, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (offset: number, limit: number) =>
  useQuery({
    queryKey: keyOf(walletApi.deposits, offset, limit),
    queryFn: () => api.call(walletApi.deposits, { query: { offset, limit } }),
    placeholderData: keepPreviousData,
    // Confirmations count up block by block while a deposit waits; credits arrive by the socket too.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'PENDING') ? 2_000 : false),
  });

export const requestChallenge = (address: string) => api.call(walletApi.challenge, { body: { address } });
export const proveAddress = (body: BodyOf<typeof walletApi.prove>) => api.call(walletApi.prove, { body });
export const sendAddressChangeCode = () => api.call(walletApi.addressChangeCode);
export const quoteWithdrawal = (body: BodyOf<typeof walletApi.withdrawFee>) =>
  api.call(walletApi.withdrawFee, { body });
export const requestWithdrawal = (body: BodyOf<typeof walletApi.withdraw>) => api.call(walletApi.withdraw, { body });
export const askFaucet = () => api.call(walletApi.faucet);
