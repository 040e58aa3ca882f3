import type { Profile } from '@questboard/contract/users';
import { useAuthStore } from '../../stores/auth-store';

/** The signed-in user on pages behind the guard; null while the profile is still loading. */
export function useRequiredUser(): Profile | null {
  return useAuthStore((s) => s.currentUser);
}
