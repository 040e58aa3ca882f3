import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError, providerJson, tokenCall } from './provider-http';

/** Discord OAuth 2 with PKCE; `guilds` lets the JOIN check list the servers the user is in. */
export function discordProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    network: 'DISCORD',
    usesPkce: true,
    scopes: ['identify', 'guilds'],
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
      const me = await providerJson<{ id?: string; username?: string; global_name?: string | null }>(
        `${config.apiBaseUrl}/users/@me`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      if (!me.id || !me.username) throw new ProviderError('bad_response', 'Discord did not say who the user is');
      return { providerUserId: me.id, username: me.username, profileUrl: `https://discord.com/users/${me.id}` };
    },
  };
}
