import type { Category, Location, LocationQuery } from '@questboard/contract/catalogue';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { type CategoryRow, categories, type LocationRow, locations } from '../../db/schema/catalogue';
import { quests } from '../../db/schema/quests';
import { categoryName } from '../../i18n/catalogue-names';
import type { ServerLanguage } from '../../i18n/i18n';
import { escapeLike, ilikeContains } from '../../lib/search';

export const toCategory = (row: CategoryRow): Category => ({ id: row.id, name: row.name });
export const toLocation = (row: LocationRow): Location => ({
  id: row.id,
  code: row.code,
  name: row.name,
  type: row.type,
  countryId: row.countryId,
  provinceId: row.provinceId,
  label: row.label,
});

/**
 * Categories named in the reader's language. The category lists answer in it; quests and brands carry their
 * categories with the catalogue's English names (their answers are cached for every reader) and clients name
 * them by id.
 */
const translated = (list: Category[], language: ServerLanguage): Category[] =>
  language === 'en' ? list : list.map((c) => ({ ...c, name: categoryName(c.id, c.name, language) }));

/** Category ids that do not exist among `ids` (empty when all are known). */
export async function unknownCategories(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Categories by id, in the fixed list order. */
export async function categoriesByIds(db: Executor, ids: readonly string[]): Promise<Category[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .orderBy(asc(categories.position));
  return rows.map(toCategory);
}

/** Locations by id (unknown ids are left out). */
export async function locationsByIds(db: Executor, ids: readonly number[]): Promise<Location[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toLocation(row)] : [];
  });
}

/** Categories and locations: fixed lists to choose from. */
export class CatalogueService {
  constructor(
    private readonly db: Database,
    private readonly isPublic: { quest: SQL; brand: SQL },
  ) {}

  // The list is fixed by a migration, so one read per process is enough.
  private cached: Promise<Category[]> | undefined;

  /** Every category in display order. */
  all(): Promise<Category[]> {
    this.cached ??= this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.position))
      .then((rows) => rows.map(toCategory))
      .catch((error: unknown) => {
        this.cached = undefined;
        throw error;
      });
    return this.cached;
  }

  /** Every category by id, for presenters that turn stored ids into categories. */
  async byId(): Promise<ReadonlyMap<string, Category>> {
    return new Map((await this.all()).map((c) => [c.id, c]));
  }

  /** The ids among `ids` that are not categories. */
  async unknown(ids: readonly string[]): Promise<string[]> {
    const known = new Set((await this.all()).map((c) => c.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Every category in display order, named in `language`. */
  async named(language: ServerLanguage): Promise<Category[]> {
    return translated(await this.all(), language);
  }

  /** Categories used by a quest everyone may read (the policy's rule, in SQL). */
  async usedByQuests(language: ServerLanguage): Promise<Category[]> {
    return this.usedBy(
      language,
      sql`select distinct unnest(${quests.categoryIds}) from ${quests}
          join ${brands} on ${brands.id} = ${quests.brandId} where ${this.isPublic.quest}`,
    );
  }

  /** Categories used by a brand everyone may read (the policy's rule, in SQL). */
  async usedByBrands(language: ServerLanguage): Promise<Category[]> {
    return this.usedBy(
      language,
      sql`select distinct unnest(${brands.categoryIds}) from ${brands} where ${this.isPublic.brand}`,
    );
  }

  private async usedBy(language: ServerLanguage, ids: SQL): Promise<Category[]> {
    const rows = await this.db
      .select()
      .from(categories)
      .where(sql`${categories.id} in (${ids})`)
      .orderBy(asc(categories.position));
    return translated(rows.map(toCategory), language);
  }

  /** Locations matching a keyword (trigram index on name), a type and a parent; best matches first. */
  async locations(query: z.output<typeof LocationQuery>): Promise<{ items: Location[]; total: number }> {
    const where = and(
      query.keyword ? ilikeContains(locations.name, query.keyword) : undefined,
      query.type ? eq(locations.type, query.type) : undefined,
      query.countryId ? eq(locations.countryId, query.countryId) : undefined,
      query.provinceId ? eq(locations.provinceId, query.provinceId) : undefined,
    );
    const order = query.keyword
      ? [
          sql`(lower(${locations.name}) = lower(${query.keyword})) desc`,
          sql`(lower(${locations.name}) like lower(${`${escapeLike(query.keyword)}%`})) desc`,
          sql`case ${locations.type} when 'COUNTRY' then 0 when 'PROVINCE' then 1 else 2 end`,
          asc(locations.name),
        ]
      : [asc(locations.name)];
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(locations)
        .where(where)
        .orderBy(...order, asc(locations.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(locations).where(where),
    ]);
    return { items: rows.map(toLocation), total: count?.n ?? 0 };
  }
}
