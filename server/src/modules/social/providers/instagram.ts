import { OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError, type ProviderTokens, postTokenForm, providerJson, tokenCall } from './provider-http';

/**
 * Instagram API with Instagram Login (no PKCE). The code gives a short-lived token that is traded at once for a
 * long-lived one (60 days); a long-lived token is refreshed with itself (`ig_refresh_token`).
 */
export function instagramProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, null, redirectUri);
  const longLived = async (path: string, params: Record<string, string>): Promise<ProviderTokens> => {
    const url = new URL(`${config.apiBaseUrl}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const body = await providerJson<{ access_token?: string; expires_in?: number }>(url);
    if (!body.access_token) throw new ProviderError('bad_response', 'Instagram gave no long-lived token');
    return {
      accessToken: body.access_token,
      // Instagram refreshes a long-lived token with the token itself.
      refreshToken: body.access_token,
      expiresAt: body.expires_in ? new Date(Date.now() + body.expires_in * 1000) : null,
      scopes: [],
    };
  };
  return {
    network: 'INSTAGRAM',
    usesPkce: false,
    scopes: ['instagram_business_basic'],
    authorizationUrl(state) {
      return client.createAuthorizationURL(config.authorizeUrl, state, this.scopes);
    },
    async exchangeCode(code) {
      const short = await tokenCall(() =>
        postTokenForm(config.tokenUrl, {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        }),
      );
      const long = await longLived('access_token', {
        grant_type: 'ig_exchange_token',
        client_secret: config.clientSecret,
        access_token: short.accessToken,
      });
      return { ...long, scopes: short.scopes.length ? short.scopes : this.scopes };
    },
    async refresh({ refreshToken }) {
      if (!refreshToken) return null;
      return longLived('refresh_access_token', { grant_type: 'ig_refresh_token', access_token: refreshToken });
    },
    async identity(accessToken) {
      const url = new URL(`${config.apiBaseUrl}/me`);
      url.searchParams.set('fields', 'user_id,username');
      const me = await providerJson<{ id?: string; user_id?: string; username?: string }>(url, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const id = me.user_id ?? me.id;
      if (!id || !me.username) throw new ProviderError('bad_response', 'Instagram did not say who the user is');
      return { providerUserId: id, username: me.username, profileUrl: `https://www.instagram.com/${me.username}` };
    },
  };
}
