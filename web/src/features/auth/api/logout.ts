import { authApi } from '@questboard/contract/auth';
import { api } from '../../../lib/api-client';
import { readTokens } from '../../../lib/token-storage';

/** Revokes the session on the server; a failure here must not keep the user signed in locally. */
export async function logoutOnServer(): Promise<void> {
  const refreshToken = readTokens()?.refreshToken;
  if (!refreshToken) return;
  await api.call(authApi.logout, { body: { refreshToken } }).catch(() => undefined);
}
