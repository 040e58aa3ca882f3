import { createHash } from 'node:crypto';
import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { ProviderError, postTokenForm, providerJson, tokenCall } from './provider-http';

interface TikTokUser {
  open_id?: string;
  username?: string;
  display_name?: string;
  profile_deep_link?: string;
}

/** TikTok Login Kit v2: `client_key` instead of client_id, comma-separated scopes, PKCE (S256). */
export function tiktokProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  return {
    network: 'TIKTOK',
    usesPkce: true,
    scopes: ['user.info.basic', 'user.info.profile'],
    authorizationUrl(state, verifier) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_key', config.clientId);
      url.searchParams.set('state', state);
      url.searchParams.set('scope', this.scopes.join(','));
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set(
        'code_challenge',
        createHash('sha256')
          .update(verifier ?? '')
          .digest('base64url'),
      );
      url.searchParams.set('code_challenge_method', 'S256');
      return url;
    },
    exchangeCode: (code, verifier) =>
      tokenCall(() =>
        postTokenForm(config.tokenUrl, {
          client_key: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code_verifier: verifier ?? '',
          code,
        }),
      ),
    async refresh({ refreshToken }) {
      if (!refreshToken) return null;
      return tokenCall(() =>
        postTokenForm(config.tokenUrl, {
          client_key: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        }),
      );
    },
    async identity(accessToken) {
      const body = await providerJson<{ data?: { user?: TikTokUser }; error?: { code?: string } }>(
        `${config.apiBaseUrl}/user/info/?fields=open_id,username,display_name,profile_deep_link`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      if (body.error?.code && body.error.code !== 'ok') throw new ProviderError('unauthorized', body.error.code);
      const user = body.data?.user;
      if (!user?.open_id) throw new ProviderError('bad_response', 'TikTok did not say who the user is');
      const username = user.username ?? user.display_name ?? user.open_id;
      return {
        providerUserId: user.open_id,
        username,
        profileUrl: user.profile_deep_link ?? (user.username ? `https://www.tiktok.com/@${user.username}` : null),
      };
    },
  };
}
