import { type LeaderboardPeriod, xpApi } from '@questboard/contract/xp';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

export const LEADERBOARD_PAGE = 20;

/** One page of the XP leaderboard; with a session it also says where the viewer stands. */
export const useLeaderboard = (period: LeaderboardPeriod, offset: number, signedIn: boolean) =>
  useQuery({
    queryKey: keyOf(xpApi.leaderboard, period, offset, signedIn),
    queryFn: ({ signal }) =>
      api.call(xpApi.leaderboard, { query: { period, offset, limit: LEADERBOARD_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
