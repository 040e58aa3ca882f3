import { and, desc, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { users } from '../../db/schema/users';
import { prefixQuery, rankOf } from '../../lib/full-text';
import { escapeLike, lowerNearWordThreshold, nearWords } from '../../lib/search';
import { isPublicBrand } from '../brands/brands.module';

const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
  type: users.type,
};

const brandDocument = sql`"brands"."search_document"`;

/** Active brands whose name (A) or description (C) has every word, best first (GIN index on the document). */
export function findBrands(db: Executor, words: readonly string[], limit: number) {
  const query = prefixQuery(words);
  return db
    .select({ id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo })
    .from(brands)
    .where(and(isPublicBrand, sql`${brandDocument} @@ ${query}`))
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
    .select(personColumns)
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

/**
 * Activated people with a word of their username or display name close to the keyword's (`nearWords`: "Dupomt"
 * finds "Marie Dupont"), closest first. The username and display-name trigram indexes (migration 0013) answer
 * `<<%`; sequential scans are off for the transaction as in `correctWords`, the planner misjudging the operator.
 * Empty for a keyword of fewer than 3 letters.
 */
export async function findPeopleNear(db: Executor, keyword: string, limit: number) {
  const near = nearWords(keyword, [users.username, users.displayName]);
  if (!near) return [];
  return db.transaction(async (tx) => {
    await tx.execute(lowerNearWordThreshold);
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return tx
      .select(personColumns)
      .from(users)
      .where(and(isNotNull(users.activatedAt), near.where))
      .orderBy(sql`${near.closeness} desc`, users.username)
      .limit(limit);
  });
}
