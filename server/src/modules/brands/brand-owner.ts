import { ERROR_CODES } from '@questboard/contract/errors';
import { type AbilityUser, defineAbilityFor, owned } from '@questboard/contract/permissions';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { notFound } from '../../lib/app-error';
import { assertCan } from '../../lib/policy';

/**
 * 404 when the brand does not exist, 403 unless the permission policy says the user owns it: for what only the
 * owner sees or does with the brand as a whole (its followers and network, proving its social accounts).
 */
export async function assertOwnsBrand(db: Executor, user: AbilityUser, brandId: string): Promise<void> {
  const [brand] = await db.select({ ownerId: brands.ownerId }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);
  assertCan(defineAbilityFor(user), 'update', owned('Brand', brand.ownerId));
}
