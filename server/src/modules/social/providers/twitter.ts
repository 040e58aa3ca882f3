import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError, providerJson, tokenCall } from './provider-http';

/** X (Twitter) OAuth 2.0 with PKCE; a confidential client (Basic credentials on the token endpoint). */
export function twitterProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    network: 'TWITTER',
    usesPkce: true,
    scopes: ['users.read', 'tweet.read', 'follows.read', 'like.read', 'offline.access'],
    authorizationUrl(state, verifier) {
      return client.createAuthorizationURLWithPKCE(
        config.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        verifier ?? '',
        this.scopes,
      );
    },
    exchangeCode: (code, verifier) =>
      tokenCall(() => client.validateAuthorizationCode(config.tokenUrl, code, verifier)),
    async refresh({ refreshToken }) {
      if (!refreshToken) return null;
      return tokenCall(() => client.refreshAccessToken(config.tokenUrl, refreshToken, []));
    },
    async identity(accessToken) {
      const body = await providerJson<{
        data?: { id?: string; username?: string; public_metrics?: { followers_count?: number } };
      }>(`${config.apiBaseUrl}/users/me?user.fields=username,public_metrics`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const { id, username, public_metrics } = body.data ?? {};
      if (!id || !username) throw new ProviderError('bad_response', 'X did not say who the user is');
      const followers = public_metrics?.followers_count;
      const audience = Number.isSafeInteger(followers) && followers !== undefined && followers >= 0 ? followers : null;
      return { providerUserId: id, username, profileUrl: `https://x.com/${username}`, audience };
    },
  };
}
