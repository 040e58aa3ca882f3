import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { pkceOAuth } from './pkce-oauth';
import { ProviderError, providerJson } from './provider-http';

/** X (Twitter) OAuth 2.0 with PKCE; a confidential client (Basic credentials on the token endpoint). */
export function twitterProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  return {
    network: 'TWITTER',
    ...pkceOAuth(config, redirectUri, ['users.read', 'tweet.read', 'follows.read', 'like.read', 'offline.access']),
    async identity(accessToken) {
      const body = await providerJson<{
        data?: {
          id?: string;
          username?: string;
          created_at?: string;
          public_metrics?: { followers_count?: number };
        };
      }>(`${config.apiBaseUrl}/users/me?user.fields=username,public_metrics,created_at`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { id, username, public_metrics, created_at } = body.data ?? {};
      if (!id || !username) throw new ProviderError('bad_response', 'X did not say who the user is');
      const followers = public_metrics?.followers_count;
      const audience = Number.isSafeInteger(followers) && followers !== undefined && followers >= 0 ? followers : null;
      const made = created_at ? new Date(created_at) : null;
      const createdAt = made && Number.isFinite(made.getTime()) && made.getTime() <= Date.now() ? made : null;
      return { providerUserId: id, username, profileUrl: `https://x.com/${username}`, audience, createdAt };
    },
  };
}
