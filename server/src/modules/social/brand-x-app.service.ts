import type { BrandXApp } from '@questboard/contract/brand-x-app';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema/quests';
import { brandSocialAccounts, brandXApps } from '../../db/schema/social';
import type { TokenCipher } from '../../lib/token-cipher';
import type { SignedInViewer } from '../../lib/viewer';
import { assertOwnsBrand } from '../brands/brands.module';

/** The brand's own X app as checks use it: its bearer token and the brand's proven X account it pays reads of. */
export interface BrandXCredentials {
  bearer: string;
  accountId: string;
}

/**
 * A brand owner's X app credentials: the bearer token is sealed with the token cipher, and never answered again
 * (only when it was set and its last four characters). Checks of a quest read the brand's own X account with it.
 */
export class BrandXAppService {
  constructor(
    private readonly db: Database,
    private readonly cipher: TokenCipher,
  ) {}

  async get(viewer: SignedInViewer, brandId: string): Promise<BrandXApp> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    return this.status(brandId);
  }

  async save(viewer: SignedInViewer, brandId: string, bearerToken: string): Promise<BrandXApp> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    const row = { bearerSealed: this.cipher.encrypt(bearerToken), last4: bearerToken.slice(-4), setAt: new Date() };
    await this.db
      .insert(brandXApps)
      .values({ brandId, ...row })
      .onConflictDoUpdate({ target: brandXApps.brandId, set: row });
    return this.status(brandId);
  }

  async remove(viewer: SignedInViewer, brandId: string): Promise<void> {
    await assertOwnsBrand(this.db, viewer.user, brandId);
    await this.db.delete(brandXApps).where(eq(brandXApps.brandId, brandId));
  }

  /** The credentials of the brand running `questId`, when it set them and has its X account proven (else null). */
  async forQuest(questId: string): Promise<BrandXCredentials | null> {
    const [row] = await this.db
      .select({ sealed: brandXApps.bearerSealed, accountId: brandSocialAccounts.providerUserId })
      .from(quests)
      .innerJoin(brandXApps, eq(brandXApps.brandId, quests.brandId))
      .innerJoin(
        brandSocialAccounts,
        and(eq(brandSocialAccounts.brandId, quests.brandId), eq(brandSocialAccounts.network, 'TWITTER')),
      )
      .where(eq(quests.id, questId));
    const bearer = row && this.cipher.decrypt(row.sealed);
    return row && bearer ? { bearer, accountId: row.accountId } : null;
  }

  private async status(brandId: string): Promise<BrandXApp> {
    const [app] = await this.db.select().from(brandXApps).where(eq(brandXApps.brandId, brandId));
    const [account] = await this.db
      .select({ username: brandSocialAccounts.username })
      .from(brandSocialAccounts)
      .where(and(eq(brandSocialAccounts.brandId, brandId), eq(brandSocialAccounts.network, 'TWITTER')));
    return {
      set: Boolean(app),
      setAt: app?.setAt.toISOString() ?? null,
      last4: app?.last4 ?? null,
      account: account ? `@${account.username}` : null,
    };
  }
}
