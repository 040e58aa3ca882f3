import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { users } from '../../db/schema/users';
import { prefixQuery, rankOf } from '../../lib/full-text';
import { escapeLike } from '../../lib/search';

const brandDocument = sql`"brands"."search_document"`;

/** Active brands whose name (A) or description (C) has every word, best first (GIN index on the document). */
export function findBrands(db: Executor, words: readonly string[], limit: number) {
  const query = prefixQuery(words);
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo })
    .from(brands)
    .where(and(eq(brands.status, 'ACTIVE'), sql`${brandDocument} @@ ${query}`))
    .orderBy(sql`${rankOf(brandDocument, query)} desc`, desc(brands.createdAt))
    .limit(limit);
}

/**
 * Activated people whose username starts with the keyword or whose username or display name contains it (trigram
 * indexes); exact usernames first, then prefixes, then the closest.
 */
export function findPeople(db: Executor, keyword: string, limit: number) {
  const text = keyword.replace(/^@/, '');
  const contains = `%${escapeLike(text)}%`;
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      avatar: users.avatar,
      type: users.type,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.activatedAt),
        or(sql`${users.username} ilike ${contains}`, sql`${users.displayName} ilike ${contains}`),
      ),
    )
    .orderBy(
      sql`(lower(${users.username}) = lower(${text})) desc`,
      sql`(${users.username} ilike ${`${escapeLike(text)}%`}) desc`,
      sql`greatest(similarity(${users.username}, ${text}), similarity(coalesce(${users.displayName}, ''), ${text})) desc`,
      users.username,
    )
    .limit(limit);
}
