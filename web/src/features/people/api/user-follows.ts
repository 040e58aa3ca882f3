import { dashboardApi } from '@questboard/contract/dashboard';
import { peopleApi } from '@questboard/contract/people';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { nextOffset } from '../../../lib/paging';
import { invalidate, keyOf } from '../../../lib/query-keys';

/** A profile's counts and whether the viewer follows them. */
export const useUserStats = (userKey: string) =>
  useQuery({
    queryKey: keyOf(peopleApi.stats, userKey),
    queryFn: ({ signal }) => api.call(peopleApi.stats, { query: { userKey }, signal }),
  });

/** Followers or following of a user, 20 at a time. */
export const useFollowList = (kind: 'followers' | 'following', userKey: string) =>
  useInfiniteQuery({
    queryKey: keyOf(kind === 'followers' ? peopleApi.followers : peopleApi.following, userKey),
    queryFn: ({ pageParam, signal }) =>
      api.call(kind === 'followers' ? peopleApi.followers : peopleApi.following, {
        query: { userKey, offset: pageParam, limit: 20 },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

/** Follow or unfollow someone; the profile's counts and lists are refreshed. */
export function useToggleUserFollow(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api.call(follow ? peopleApi.followUser : peopleApi.unfollowUser, { body: { followUserId: userId } }),
    onSuccess: () =>
      invalidate(
        client,
        peopleApi.stats,
        peopleApi.followers,
        peopleApi.following,
        peopleApi.influencers,
        peopleApi.featuredInfluencers,
        dashboardApi.get,
      ),
  });
}
