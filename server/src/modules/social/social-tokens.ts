import type { SocialAccountNetwork } from '@questboard/contract/socials';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { brandSocialAccounts, socialAccounts } from '../../db/schema/social';
import type { TokenCipher } from '../../lib/token-cipher';
import { ProviderError, type ProviderTokens } from './providers/provider-http';
import type { SocialProviders } from './providers/providers';

/** What a verifier needs to call a provider as someone: their id and handle there, and a live access token. */
export interface SocialCredential {
  providerUserId: string;
  username: string;
  /** Empty for Telegram (checks use the bot token with the provider user id). */
  accessToken: string;
}

/** The seam between connected accounts and the verifiers (issue 11 part B). */
export interface SocialTokens {
  /** The user's account on the network with a live token (refreshed when expired); null when none or refresh failed. */
  forUser(userId: string, network: SocialAccountNetwork): Promise<SocialCredential | null>;
  /** The brand's verified account on the network, likewise. */
  forBrand(brandId: string, network: SocialAccountNetwork): Promise<SocialCredential | null>;
}

type Table = typeof socialAccounts | typeof brandSocialAccounts;

// Refresh a little before the provider's expiry so a check started now does not fail halfway.
const EXPIRY_MARGIN_MS = 60_000;

/** Reads stored accounts, decrypts their tokens, and refreshes an expired one through its provider (once). */
export class StoredSocialTokens implements SocialTokens {
  constructor(
    private readonly db: Database,
    private readonly cipher: TokenCipher,
    private readonly providers: SocialProviders,
    private readonly log?: FastifyBaseLogger,
  ) {}

  forUser(userId: string, network: SocialAccountNetwork) {
    return this.credential(socialAccounts, eq(socialAccounts.userId, userId), network);
  }

  forBrand(brandId: string, network: SocialAccountNetwork) {
    return this.credential(brandSocialAccounts, eq(brandSocialAccounts.brandId, brandId), network);
  }

  /** Seals fresh tokens into the columns of an account row. */
  sealed(tokens: ProviderTokens) {
    return {
      accessTokenEnc: this.cipher.encrypt(tokens.accessToken),
      refreshTokenEnc: tokens.refreshToken ? this.cipher.encrypt(tokens.refreshToken) : null,
      expiresAt: tokens.expiresAt,
      ...(tokens.scopes.length ? { scopes: tokens.scopes } : {}),
      updatedAt: new Date(),
    };
  }

  private async credential(
    table: Table,
    owner: ReturnType<typeof eq>,
    network: SocialAccountNetwork,
  ): Promise<SocialCredential | null> {
    const where = and(owner, eq(table.network, network));
    const [row] = await this.db.select().from(table).where(where).limit(1);
    if (!row) return null;
    if (network === 'TELEGRAM') return { providerUserId: row.providerUserId, username: row.username, accessToken: '' };
    if (!isExpired(row.expiresAt)) {
      const accessToken = row.accessTokenEnc ? this.cipher.decrypt(row.accessTokenEnc) : null;
      return accessToken ? { providerUserId: row.providerUserId, username: row.username, accessToken } : null;
    }
    return this.refresh(table, where, network);
  }

  /** Refreshes under a row lock, so two checks at once do not both spend a rotating refresh token. */
  private refresh(table: Table, where: ReturnType<typeof and>, network: SocialAccountNetwork) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(table).where(where).for('update').limit(1);
      if (!row) return null;
      const identity = { providerUserId: row.providerUserId, username: row.username };
      if (!isExpired(row.expiresAt)) {
        const accessToken = row.accessTokenEnc ? this.cipher.decrypt(row.accessTokenEnc) : null;
        return accessToken ? { ...identity, accessToken } : null;
      }
      const provider = this.providers.get(network);
      const accessToken = row.accessTokenEnc ? this.cipher.decrypt(row.accessTokenEnc) : null;
      const refreshToken = row.refreshTokenEnc ? this.cipher.decrypt(row.refreshTokenEnc) : null;
      if (!provider || !accessToken) return null;
      try {
        const fresh = await provider.refresh({ accessToken, refreshToken });
        if (!fresh) return null;
        await tx.update(table).set(this.sealed(fresh)).where(where);
        return { ...identity, accessToken: fresh.accessToken };
      } catch (error) {
        // Only the kind and status: provider messages may echo a token.
        const kind = error instanceof ProviderError ? error.kind : 'error';
        this.log?.warn({ network, kind }, 'social token refresh failed');
        return null;
      }
    });
  }
}

function isExpired(expiresAt: Date | null): boolean {
  return expiresAt !== null && expiresAt.getTime() - EXPIRY_MARGIN_MS <= Date.now();
}
