import type { Brand } from '@questboard/contract/brands';
import type { Category } from '@questboard/contract/catalogue';
import type { BrandRow } from '../../db/schema/brands';

/** Brand row → contract shape; `categories` resolves ids to names (unknown ids are dropped). */
export function toBrand(row: BrandRow, categories: ReadonlyMap<string, Category>, questCount: number): Brand {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    website: row.website,
    twitter: row.twitter,
    logo: row.logo,
    cover: row.cover,
    categories: row.categoryIds.flatMap((id) => {
      const category = categories.get(id);
      return category ? [category] : [];
    }),
    backers: row.backers,
    fee: { feeBps: row.feeBps },
    status: row.status,
    questCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
