import { ERROR_CODES } from '@questboard/contract/errors';
import { brandSubject } from '@questboard/contract/permissions';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { brandFollows } from '../../db/schema/participation';
import { notFound } from '../../lib/app-error';
import { guestAbility } from '../../lib/policy';

/** Following brands here. */
export class BrandFollowsService {
  constructor(private readonly db: Database) {}

  async follow(userId: string, brandId: string) {
    const [brand] = await this.db
      .select({ status: brands.status, ownerId: brands.ownerId })
      .from(brands)
      .where(eq(brands.id, brandId));
    // Only a brand everyone may see can be followed (its owner's draft or deactivated brand cannot).
    if (!brand || !guestAbility.can('read', brandSubject(brand))) {
      throw notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);
    }
    await this.db.insert(brandFollows).values({ brandId, userId }).onConflictDoNothing();
    return { following: true };
  }

  async unfollow(userId: string, brandId: string) {
    await this.db.delete(brandFollows).where(and(eq(brandFollows.brandId, brandId), eq(brandFollows.userId, userId)));
    return { following: false };
  }

  async isFollowing(userId: string, brandId: string) {
    const [row] = await this.db
      .select({ brandId: brandFollows.brandId })
      .from(brandFollows)
      .where(and(eq(brandFollows.brandId, brandId), eq(brandFollows.userId, userId)));
    return { following: Boolean(row) };
  }
}
