import { useAuthStore } from '../stores/auth-store';

/** Whether the session check is done, and whether the visitor is signed in (guests use the guest endpoints). */
export function useViewer() {
  const ready = useAuthStore((s) => s.finishCheck);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return { ready, signedIn };
}
