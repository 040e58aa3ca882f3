import { balancesApi } from '@questboard/contract/balances';
import { walletApi } from '@questboard/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';

/** Money moved on chain (a deposit seen or credited, a withdrawal's new state): refetch what shows it. */
export function useLiveWallet() {
  const queryClient = useQueryClient();
  const refresh = () =>
    void invalidate(
      queryClient,
      balancesApi.balance,
      balancesApi.balanceHistories,
      walletApi.withdrawals,
      walletApi.deposits,
      walletApi.wallet,
    );
  useSocketEvent('walletChanged', refresh);
  useOnReconnect(refresh);
}
