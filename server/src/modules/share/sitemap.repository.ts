import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { isPublicBrand } from '../brands/brands.module';
import { isPublicQuest } from '../quests/quests.module';

/** One sitemap file holds at most 50,000 addresses; the newest pages go first. */
const SITEMAP_MAX = 25_000;

export interface SitemapEntry {
  path: string;
  updatedAt: Date;
}

/** Public quests and active brands, newest change first. */
export async function publicPages(db: Executor): Promise<SitemapEntry[]> {
  const [questRows, brandRows] = await Promise.all([
    db
      .select({ slug: quests.slug, updatedAt: quests.updatedAt })
      .from(quests)
      .innerJoin(brands, eq(brands.id, quests.brandId))
      .where(isPublicQuest)
      .orderBy(desc(quests.updatedAt))
      .limit(SITEMAP_MAX),
    db
      .select({ slug: brands.slug, updatedAt: brands.updatedAt })
      .from(brands)
      .where(isPublicBrand)
      .orderBy(desc(brands.updatedAt))
      .limit(SITEMAP_MAX),
  ]);
  return [
    ...questRows.map((row) => ({ path: `/quests/${row.slug}`, updatedAt: row.updatedAt })),
    ...brandRows.map((row) => ({ path: `/brands/${row.slug}`, updatedAt: row.updatedAt })),
  ];
}
