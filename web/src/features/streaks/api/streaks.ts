import { streaksApi } from '@questboard/contract/streaks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** My current and best streak, in my time zone (signed in only). */
export const useMyStreak = () =>
  useQuery({
    queryKey: keyOf(streaksApi.mine),
    queryFn: ({ signal }) => api.call(streaksApi.mine, { signal }),
  });

/** A person's current and best streak, by username or id. */
export const useUserStreak = (userKey: string) =>
  useQuery({
    queryKey: keyOf(streaksApi.ofUser, userKey),
    queryFn: ({ signal }) => api.call(streaksApi.ofUser, { query: { userKey }, signal }),
    retry: false,
  });
