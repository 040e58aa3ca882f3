import { OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError, postTokenForm, providerJson, tokenCall } from './provider-http';

/**
 * Facebook Login (no PKCE for web apps with a secret). The server-side flow returns a long-lived token (~60 days)
 * and no refresh token: when it expires the person reconnects.
 */
export function facebookProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, null, redirectUri);
  return {
    network: 'FACEBOOK',
    usesPkce: false,
    scopes: ['public_profile', 'email'],
    authorizationUrl(state) {
      return client.createAuthorizationURL(config.authorizeUrl, state, this.scopes);
    },
    exchangeCode: (code) =>
      tokenCall(() =>
        postTokenForm(config.tokenUrl, {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uri: redirectUri,
          code,
        }),
      ),
    refresh: async () => null,
    async identity(accessToken) {
      const url = new URL(`${config.apiBaseUrl}/me`);
      url.searchParams.set('fields', 'id,name,email');
      const me = await providerJson<{ id?: string; name?: string; email?: string }>(url, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!me.id) throw new ProviderError('bad_response', 'Facebook did not say who the user is');
      // The profile address needs the user_link permission (app review); people set it themselves instead.
      return { providerUserId: me.id, username: me.name ?? me.id, profileUrl: null, email: me.email ?? null };
    },
  };
}
