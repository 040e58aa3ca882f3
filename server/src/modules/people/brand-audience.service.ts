import { ERROR_CODES } from '@questboard/contract/errors';
import { type AbilityUser, brandSubject } from '@questboard/contract/permissions';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { brands } from '../../db/schema/brands';
import { brandFollows } from '../../db/schema/participation';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';

import { assertOwnsBrand, isPublicBrand, publicQuestCount, toBrand } from '../brands/brands.module';
import type { CatalogueService } from '../catalogue/catalogue.module';
import { brandNetwork } from './brand-network';
import { toFollowEntry } from './people.presenter';
import { userSummaryColumns } from './people.repository';

type Page = { offset: number; limit: number };
const brandNotFound = () => notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);

/** The people side of brands: whom I follow, who follows my brand, and a brand's public count. */
export class BrandAudienceService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Active brands the user follows, newest follow first. */
  async following(userId: string, page: Page) {
    const where = and(eq(brandFollows.userId, userId), isPublicBrand);
    const [rows, [total], categories] = await Promise.all([
      this.db
        .select({ ...getTableColumns(brands), questCount: publicQuestCount })
        .from(brandFollows)
        .innerJoin(brands, eq(brands.id, brandFollows.brandId))
        .where(where)
        .orderBy(desc(brandFollows.createdAt), desc(brands.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db
        .select({ n: count() })
        .from(brandFollows)
        .innerJoin(brands, eq(brands.id, brandFollows.brandId))
        .where(where),
      this.catalogue.byId(),
    ]);
    return { items: rows.map((row) => toBrand(row, categories, row.questCount)), total: total?.n ?? 0 };
  }

  /** Followers of the owner's brand, newest first; another brand's list is refused. */
  async followers(owner: AbilityUser, brandId: string, page: Page) {
    await assertOwnsBrand(this.db, owner, brandId);
    const where = eq(brandFollows.brandId, brandId);
    return pageWithTotal(
      this.db
        .select({ ...userSummaryColumns, followedAt: brandFollows.createdAt })
        .from(brandFollows)
        .innerJoin(users, eq(users.id, brandFollows.userId))
        .where(where)
        .orderBy(desc(brandFollows.createdAt), desc(users.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(brandFollows).where(where),
      toFollowEntry,
    );
  }

  /** The people around the owner's brand: followers, participants of its quests and invited influencers. */
  async network(owner: AbilityUser, brandId: string, query: Parameters<typeof brandNetwork>[2]) {
    await assertOwnsBrand(this.db, owner, brandId);
    return brandNetwork(this.db, brandId, query);
  }

  /** How many follow a brand the viewer may read (its owner in any status), and whether the viewer does. */
  async stats(brandId: string, viewer: Viewer) {
    const viewerId = viewer.user?.id;
    const [brand] = await this.db
      .select({ status: brands.status, ownerId: brands.ownerId })
      .from(brands)
      .where(eq(brands.id, brandId));
    if (!brand || !viewer.ability.can('read', brandSubject(brand))) throw brandNotFound();
    const [[total], mine] = await Promise.all([
      this.db.select({ n: count() }).from(brandFollows).where(eq(brandFollows.brandId, brandId)),
      viewerId
        ? this.db
            .select({ x: sql`1` })
            .from(brandFollows)
            .where(and(eq(brandFollows.brandId, brandId), eq(brandFollows.userId, viewerId)))
        : Promise.resolve(null),
    ]);
    return { followersCount: total?.n ?? 0, following: mine ? mine.length > 0 : null };
  }
}
