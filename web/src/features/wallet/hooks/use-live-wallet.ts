import { useQueryClient } from '@tanstack/react-query';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { balanceKeys } from '../api/balances';

/** Money moved on chain (a deposit seen or credited, a withdrawal's new state): refetch what shows it. */
export function useLiveWallet() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const key of [balanceKeys.balance, ['balance-histories'], ['withdrawals'], ['deposits'], ['wallet']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  useSocketEvent('walletChanged', refresh);
  useOnReconnect(refresh);
}
