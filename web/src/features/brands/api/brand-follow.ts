import { brandFollowsApi } from '@questboard/contract/follows';
import { peopleApi } from '@questboard/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keyOf } from '../../../lib/query-keys';

/** Follow or unfollow a brand; the answer becomes the cached follow state (shared with the FOLLOW_BRAND check). */
export function useToggleBrandFollow(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api.call(follow ? brandFollowsApi.follow : brandFollowsApi.unfollow, { params: { id: brandId } }),
    onSuccess: (state) => {
      client.setQueryData(keyOf(brandFollowsApi.check, brandId), state);
      void client.invalidateQueries({ queryKey: keyOf(peopleApi.brandFollowStats, brandId) });
    },
  });
}
