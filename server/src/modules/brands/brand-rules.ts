import { PUBLIC_BRAND_STATUS } from '@questboard/contract/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';

/**
 * The policy's read rule for brands (contract/permissions.ts) in SQL, over `brands`: ACTIVE brands, and with a
 * viewer every brand of theirs. Every list of brands filters through this (or `isPublicBrand`, the same for a
 * guest); read-visibility.test.ts holds it to the policy.
 */
export function readableBrandSql(viewerId: string | null | undefined): SQL {
  const isPublic = sql`(${brands.status} = ${sql.raw(`'${PUBLIC_BRAND_STATUS}'`)})`;
  return viewerId ? sql`(${isPublic} or ${brands.ownerId} = ${viewerId})` : isPublic;
}

/** What everyone may read of brands: `readableBrandSql` for a guest. */
export const isPublicBrand = readableBrandSql(null);
