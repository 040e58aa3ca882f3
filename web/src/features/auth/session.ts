import { loadSignedInStrings } from '../../i18n/i18n';
import { queryClient } from '../../lib/query-client';
import type { StoredTokens } from '../../lib/token-storage';
import { readTokens } from '../../lib/token-storage';
import { useAuthStore } from '../../stores/auth-store';
import { getProfile } from './api/get-profile';
import { logoutOnServer } from './api/logout';
import { withBrowserTimeZone } from './api/set-time-zone';

/** Loads the signed-in user's profile into the store; finishCheck turns true either way. */
export async function reloadProfile(): Promise<void> {
  const store = useAuthStore.getState();
  if (!readTokens()) {
    store.setCurrentUser(null);
    store.setFinishCheck(true);
    return;
  }
  try {
    const [profile] = await Promise.all([getProfile(), loadSignedInStrings()]);
    store.setCurrentUser(await withBrowserTimeZone(profile));
  } catch {
    store.setCurrentUser(null);
  } finally {
    store.setFinishCheck(true);
  }
}

/** Stores fresh tokens and loads the profile they belong to. */
export async function startSession(tokens: StoredTokens): Promise<void> {
  useAuthStore.getState().setTokens(tokens);
  await reloadProfile();
}

/** Revokes the session, then clears tokens, user and cached data. */
export async function endSession(): Promise<void> {
  await logoutOnServer();
  useAuthStore.getState().logout();
  queryClient.clear();
}
