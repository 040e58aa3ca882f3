import { seasonsApi } from '@questboard/contract/seasons';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../lib/query-keys';
import { useOnReconnect } from '../../../lib/socket/use-on-reconnect';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';

/** XP moved somewhere (the server's `boardsChanged`, at most once a second): season and brand boards on screen refetch. */
export function useLiveSeasonBoards() {
  const queryClient = useQueryClient();
  const refresh = () => void invalidate(queryClient, seasonsApi.leaderboard, seasonsApi.brandLeaderboard);
  useSocketEvent('boardsChanged', refresh);
  useOnReconnect(refresh);
}
