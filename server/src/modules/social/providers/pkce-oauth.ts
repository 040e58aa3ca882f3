import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { tokenCall } from './provider-http';

/**
 * The round trip of a standard OAuth 2 provider with PKCE (S256) through arctic's client: authorization address,
 * code exchange and refresh. The provider adds who the user is.
 */
export function pkceOAuth(
  config: OAuthProviderConfig,
  redirectUri: string,
  scopes: string[],
): Pick<OAuthProvider, 'usesPkce' | 'scopes' | 'authorizationUrl' | 'exchangeCode' | 'refresh'> {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    usesPkce: true,
    scopes,
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(
        config.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        verifier ?? '',
        scopes,
      ),
    exchangeCode: (code, verifier) =>
      tokenCall(() => client.validateAuthorizationCode(config.tokenUrl, code, verifier)),
    async refresh({ refreshToken }) {
      if (!refreshToken) return null;
      return tokenCall(() => client.refreshAccessToken(config.tokenUrl, refreshToken, []));
    },
  };
}
