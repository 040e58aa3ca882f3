import { balancesApi } from '@questboard/contract/balances';
import {
  type StakingActionResult,
  type StakingDepositBody,
  type StakingWithdrawBody,
  stakingApi,
} from '@questboard/contract/staking';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';

export type StakingAction =
  | { kind: 'deposit'; body: StakingDepositBody }
  | { kind: 'withdraw'; body: StakingWithdrawBody }
  | { kind: 'unlock' };

const endpointOf = (action: StakingAction) =>
  action.kind === 'deposit' ? stakingApi.deposit : action.kind === 'withdraw' ? stakingApi.withdraw : stakingApi.unlock;

/** Pool figures, rules, emission and APY table (public). Refreshed each minute: emission moves the figures. */
export const useStakingConfig = () =>
  useQuery({
    queryKey: keyOf(stakingApi.configInformation),
    queryFn: () => api.call(stakingApi.configInformation),
    refetchInterval: 60_000,
  });

export const useStakingUserData = (enabled: boolean) =>
  useQuery({
    queryKey: keyOf(stakingApi.userData),
    queryFn: () => api.call(stakingApi.userData),
    enabled,
    refetchInterval: 60_000,
  });

function send(action: StakingAction, preview: boolean, key?: string): Promise<StakingActionResult> {
  const headers = key ? { 'Idempotency-Key': key } : undefined;
  if (action.kind === 'deposit') return api.call(stakingApi.deposit, { body: { ...action.body, preview }, headers });
  if (action.kind === 'withdraw') return api.call(stakingApi.withdraw, { body: { ...action.body, preview }, headers });
  return api.call(stakingApi.unlock, { body: { preview }, headers });
}

/** What `action` would do, computed by the server (it runs the action and rolls it back). */
export const useStakingPreview = (action: StakingAction | null) =>
  useQuery({
    queryKey: action ? keyOf(endpointOf(action), 'preview', action) : keyOf(stakingApi.deposit, 'preview', null),
    queryFn: () => (action ? send(action, true) : Promise.reject(new Error('nothing to preview'))),
    enabled: action !== null,
    retry: false,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

/** Runs an action for real (once per idempotency key); refreshes the pool, the position and the balance. */
export function useStakingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, key }: { action: StakingAction; key: string }) => send(action, false, key),
    onSuccess: () =>
      invalidate(
        client,
        stakingApi.configInformation,
        stakingApi.userData,
        // the previews
        stakingApi.deposit,
        stakingApi.withdraw,
        stakingApi.unlock,
        balancesApi.balance,
        balancesApi.balanceHistories,
      ),
  });
}
