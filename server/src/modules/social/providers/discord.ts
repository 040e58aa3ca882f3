import type { OAuthProviderConfig } from '../../../config-social';
import type { OAuthProvider } from './oauth-provider';
import { pkceOAuth } from './pkce-oauth';
import { ProviderError, providerJson } from './provider-http';

/**
 * Discord OAuth 2 with PKCE; `guilds` lets the JOIN check list the servers the user is in, `guilds.members.read`
 * lets the DISCORD_MEMBER_SINCE rule read when they joined one.
 */
export function discordProvider(config: OAuthProviderConfig, redirectUri: string): OAuthProvider {
  return {
    network: 'DISCORD',
    ...pkceOAuth(config, redirectUri, ['identify', 'guilds', 'guilds.members.read']),
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
