import { networkSlug, OAUTH_NETWORKS, type OAuthNetwork } from '@questboard/contract/socials';
import type { SocialConfig } from '../../../config-social';
import { discordProvider } from './discord';
import { facebookProvider } from './facebook';
import { instagramProvider } from './instagram';
import type { OAuthProvider } from './oauth-provider';
import { tiktokProvider } from './tiktok';
import { twitterProvider } from './twitter';

const builders = {
  TWITTER: twitterProvider,
  FACEBOOK: facebookProvider,
  INSTAGRAM: instagramProvider,
  TIKTOK: tiktokProvider,
  DISCORD: discordProvider,
} satisfies Record<OAuthNetwork, unknown>;

/** Where each provider sends the browser back: one callback per network under the API. */
export const callbackUrl = (publicUrl: string, network: OAuthNetwork) =>
  `${publicUrl}/api/v1/auth/callback/${networkSlug(network)}`;

/** The configured OAuth providers of this server (networks without credentials are absent). */
export class SocialProviders {
  private readonly byNetwork = new Map<OAuthNetwork, OAuthProvider>();

  constructor(config: SocialConfig, publicUrl: string) {
    for (const network of OAUTH_NETWORKS) {
      const settings = config.oauth[network];
      if (settings) this.byNetwork.set(network, builders[network](settings, callbackUrl(publicUrl, network)));
    }
  }

  get(network: string): OAuthProvider | undefined {
    return this.byNetwork.get(network as OAuthNetwork);
  }
}
