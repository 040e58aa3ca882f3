import type { BrandSocialAccount, PublicSocialAccount, SocialAccount } from '@questboard/contract/socials';
import type { BrandSocialAccountRow, SocialAccountRow } from '../../db/schema/social';

/** Owner's view: identity and scopes; `active` false once the token expired without a way to refresh it. */
export function toSocialAccount(row: SocialAccountRow): SocialAccount {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= Date.now() && row.refreshTokenEnc === null;
  return {
    network: row.network as SocialAccount['network'],
    providerUserId: row.providerUserId,
    username: row.username,
    profileUrl: row.profileUrl,
    scopes: row.scopes,
    connectedAt: row.createdAt.toISOString(),
    active: !expired,
  };
}

export function toPublicSocialAccount(row: SocialAccountRow): PublicSocialAccount {
  return { network: row.network as SocialAccount['network'], username: row.username, profileUrl: row.profileUrl };
}

export function toBrandSocialAccount(row: BrandSocialAccountRow): BrandSocialAccount {
  return {
    network: row.network as BrandSocialAccount['network'],
    username: row.username,
    profileUrl: row.profileUrl,
    verifiedAt: row.updatedAt.toISOString(),
  };
}
