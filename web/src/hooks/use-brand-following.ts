import { brandFollowsApi } from '@questboard/contract/follows';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { keyOf } from '../lib/query-keys';
import { useAuthStore } from '../stores/auth-store';

/** Whether the signed-in viewer follows the brand (the brand page's button and the FOLLOW_BRAND step share it). */
export function useBrandFollowing(brandId: string) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({
    queryKey: keyOf(brandFollowsApi.check, brandId),
    queryFn: () => api.call(brandFollowsApi.check, { query: { brandId } }),
    enabled: signedIn,
  });
}
