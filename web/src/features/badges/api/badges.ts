import { badgesApi } from '@questboard/contract/badges';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** A person's badges (by username or id), newest first. */
export const useUserBadges = (userKey: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.ofUser, userKey),
    queryFn: ({ signal }) => api.call(badgesApi.ofUser, { query: { userKey }, signal }),
    retry: false,
  });

/** One awarded badge with its signed credential. */
export const useBadge = (id: string) =>
  useQuery({
    queryKey: keyOf(badgesApi.award, id),
    queryFn: ({ signal }) => api.call(badgesApi.award, { params: { id }, signal }),
    retry: false,
  });
