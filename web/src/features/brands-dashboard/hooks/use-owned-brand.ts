import { useAuthStore } from '../../../stores/auth-store';
import { useBrand } from '../api/brands';

/** The brand when the signed-in user owns it; `forbidden` when it is someone else's. */
export function useOwnedBrand(id: string) {
  const query = useBrand(id);
  const userId = useAuthStore((s) => s.currentUser?.id);
  const forbidden = Boolean(query.data && query.data.ownerId !== userId);
  return { ...query, forbidden };
}
