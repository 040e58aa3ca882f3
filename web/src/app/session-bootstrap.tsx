import { useEffect } from 'react';
import { readTokens } from '../lib/token-storage';
import { useAuthStore } from '../stores/auth-store';

/** Determines the session after first paint; the API client and contract load in their own chunk, only when needed. */
export function SessionBootstrap() {
  useEffect(() => {
    if (!readTokens()) {
      useAuthStore.getState().setFinishCheck(true);
      return;
    }
    void import('../features/auth/session').then((session) => session.reloadProfile());
  }, []);
  return null;
}
