import { and, asc, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type BrandRow, brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { isUuid } from '../../db/uuid-list';

/** Public quests (PUBLISHED or ENDED) of the brand in the current row. */
// Spelled out: drizzle drops the table name of a column in single-table queries, which the subquery would misread.
export const publicQuestCount = sql<number>`(select count(*)::int from ${quests} q
  where q.brand_id = "brands"."id" and q.status in ('PUBLISHED', 'ENDED'))`;

export type BrandWithCount = BrandRow & { questCount: number };

export async function findBrand(db: Executor, key: string): Promise<BrandWithCount | undefined> {
  const where = isUuid(key) ? eq(brands.id, key) : eq(brands.slug, key.toLowerCase());
  const [row] = await db
    .select({ ...getTableColumns(brands), questCount: publicQuestCount })
    .from(brands)
    .where(where)
    .limit(1);
  return row;
}

export async function findBrandForUpdate(db: Executor, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).for('update').limit(1);
  return row;
}

export async function findDraftOf(db: Executor, ownerId: string): Promise<BrandWithCount | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(brands), questCount: publicQuestCount })
    .from(brands)
    .where(and(eq(brands.ownerId, ownerId), eq(brands.status, 'CREATING')))
    .limit(1);
  return row;
}

/** True when another brand has this name in any letter case. */
export async function brandNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${name})`, exceptId ? ne(brands.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function brandSlugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return Boolean(row);
}

export type BrandSort = 'newest' | 'name' | 'popular';

/** A page of brands matching `where`, with their public quest counts; the total by window count (see pageQuests). */
export async function pageBrands(
  db: Executor,
  where: SQL | undefined,
  sort: BrandSort,
  page: { offset: number; limit: number },
): Promise<{ rows: BrandWithCount[]; total: number }> {
  const order =
    sort === 'name'
      ? [asc(sql`lower(${brands.name})`)]
      : sort === 'popular'
        ? [desc(publicQuestCount), desc(brands.createdAt)]
        : [desc(brands.createdAt)];
  const found = await db
    .select({ ...getTableColumns(brands), questCount: publicQuestCount, total: sql<number>`(count(*) over ())::int` })
    .from(brands)
    .where(where)
    .orderBy(...order, asc(brands.id))
    .limit(page.limit)
    .offset(page.offset);
  const first = found[0];
  if (first) return { rows: found.map(({ total: _, ...row }) => row), total: first.total };
  if (page.offset === 0) return { rows: [], total: 0 };
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where);
  return { rows: [], total: count?.n ?? 0 };
}
