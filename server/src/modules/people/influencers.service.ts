import type { Influencer, InfluencerQuery } from '@questboard/contract/people';
import { and, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/users';
import { escapeLike, lowerNearWordThreshold, nearWords } from '../../lib/search';
import type { CatalogueService } from '../catalogue/catalogue.module';
import { toInfluencer } from './people.presenter';
import {
  audienceSql,
  completedCategoriesSql,
  completedCountSql,
  completedInCategory,
  connectedOn,
  connectedSocialsSql,
  followersCountSql,
  locatedIn,
  userSummaryColumns,
} from './people.repository';

export type DirectoryQuery = z.output<typeof InfluencerQuery>;

const ORDER: Record<DirectoryQuery['sort'], SQL[]> = {
  followers: [desc(followersCountSql), desc(completedCountSql)],
  audience: [desc(audienceSql), desc(followersCountSql)],
  completed: [desc(completedCountSql), desc(followersCountSql)],
  newest: [desc(users.createdAt)],
};

/** Activated influencers whose username or display name contains the keyword. */
export function influencerWhere(keyword?: string): SQL | undefined {
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
  return and(
    eq(users.type, 'INFLUENCER'),
    isNotNull(users.activatedAt),
    pattern ? or(sql`${users.username} ilike ${pattern}`, sql`${users.displayName} ilike ${pattern}`) : undefined,
  );
}

/** The influencer directory and its featured row. */
export class InfluencersService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    /** People's levels (the xp module's). */
    private readonly levels: { levelsOf(userIds: string[]): Promise<Map<string, number>> },
  ) {}

  /**
   * Influencers by keyword, category of completed quests, connected network and place, sorted by followers here,
   * audience on their networks, completions or newest.
   */
  async directory(query: DirectoryQuery): Promise<{ items: Influencer[]; total: number }> {
    const [categories, found] = await Promise.all([
      this.catalogue.byId(),
      this.page(this.db, query, influencerWhere(query.keyword)),
    ]);
    const near =
      query.keyword && found.total === 0 ? nearWords(query.keyword, [users.username, users.displayName]) : undefined;
    // No name contains the keyword: those with a word of their name close to it ("Dupomt" finds "Marie Dupont").
    const { rows, total } = near
      ? await this.db.transaction(async (tx) => {
          await tx.execute(lowerNearWordThreshold);
          return this.page(tx, query, and(influencerWhere(), near.where));
        })
      : found;
    const levels = await this.levels.levelsOf(rows.map((row) => row.id));
    return { items: rows.map((row) => toInfluencer(row, categories, levels.get(row.id) ?? 1)), total };
  }

  private async page(db: Executor, query: DirectoryQuery, who: SQL | undefined) {
    const where = and(
      who,
      query.category ? completedInCategory(query.category) : undefined,
      query.network ? connectedOn(query.network) : undefined,
      query.locationId ? locatedIn(query.locationId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.select(where, [...ORDER[query.sort], desc(users.createdAt), desc(users.id)], query, db),
      db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The influencers with the most completed quests (then followers) who completed at least one. */
  async featured(limit: number): Promise<{ items: Influencer[] }> {
    const where = and(influencerWhere(), sql`${completedCountSql} > 0`);
    const [rows, categories] = await Promise.all([
      this.select(where, [desc(completedCountSql), desc(followersCountSql), desc(users.id)], { offset: 0, limit }),
      this.catalogue.byId(),
    ]);
    const levels = await this.levels.levelsOf(rows.map((row) => row.id));
    return { items: rows.map((row) => toInfluencer(row, categories, levels.get(row.id) ?? 1)) };
  }

  private select(
    where: SQL | undefined,
    order: SQL[],
    page: { offset: number; limit: number },
    db: Executor = this.db,
  ) {
    return db
      .select({
        ...userSummaryColumns,
        bio: users.bio,
        locationId: users.locationId,
        locationLabel: users.locationLabel,
        socials: connectedSocialsSql,
        audience: audienceSql,
        createdAt: users.createdAt,
        followersCount: followersCountSql,
        completedCount: completedCountSql,
        categoryIds: completedCategoriesSql,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit);
  }
}
