import { xpApi } from '@questboard/contract/xp';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';

/** XP moved somewhere (the server's `boardsChanged`, at most once a second): the board on screen fetches its page. */
export function useLiveLeaderboard() {
  const queryClient = useQueryClient();
  const refresh = () => void invalidate(queryClient, xpApi.leaderboard, xpApi.mine);
  useSocketEvent('boardsChanged', refresh);
  useOnReconnect(refresh);
}
