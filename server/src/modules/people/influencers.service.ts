import type { Influencer, InfluencerSort } from '@questboard/contract/people';
import { and, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../lib/search';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { toInfluencer } from './people.presenter';
import {
  completedCategoriesSql,
  completedCountSql,
  completedInCategory,
  followersCountSql,
  userSummaryColumns,
} from './people.repository';

export interface DirectoryQuery {
  keyword?: string;
  category?: string;
  sort: InfluencerSort;
  offset: number;
  limit: number;
}

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
  ) {}

  /** Influencers by keyword and category of completed quests, sorted by followers, completions or newest. */
  async directory(query: DirectoryQuery): Promise<{ items: Influencer[]; total: number }> {
    const where = and(influencerWhere(query.keyword), query.category ? completedInCategory(query.category) : undefined);
    const order =
      query.sort === 'newest'
        ? [desc(users.createdAt)]
        : query.sort === 'completed'
          ? [desc(completedCountSql), desc(followersCountSql)]
          : [desc(followersCountSql), desc(completedCountSql)];
    const [rows, [total], categories] = await Promise.all([
      this.select(where, [...order, desc(users.createdAt), desc(users.id)], query),
      this.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
      this.catalogue.byId(),
    ]);
    return { items: rows.map((row) => toInfluencer(row, categories)), total: total?.n ?? 0 };
  }

  /** The influencers with the most completed quests (then followers) who completed at least one. */
  async featured(limit: number): Promise<{ items: Influencer[] }> {
    const where = and(influencerWhere(), sql`${completedCountSql} > 0`);
    const [rows, categories] = await Promise.all([
      this.select(where, [desc(completedCountSql), desc(followersCountSql), desc(users.id)], { offset: 0, limit }),
      this.catalogue.byId(),
    ]);
    return { items: rows.map((row) => toInfluencer(row, categories)) };
  }

  private select(where: SQL | undefined, order: SQL[], page: { offset: number; limit: number }) {
    return this.db
      .select({
        ...userSummaryColumns,
        bio: users.bio,
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
