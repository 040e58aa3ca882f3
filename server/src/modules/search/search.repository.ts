import { and, desc, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { users } from '../../db/schema/users';
import { prefixQuery, rankOf, searchWords } from '../../lib/full-text';
import { escapeLike } from '../../lib/search';
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
 * Activated people with a word of their username or display name close to the keyword's (one letter changed,
 * missing or added: "Dupomt" finds "Marie Dupont"), closest first: pg_trgm's strict word similarity, at least 0.3,
 * or at least 0.25 when a word of the name starts with the keyword's first letter (a near match of the
 * whole name, not necessarily of that word) — the bar `correctWords` sets for
 * the words of quest titles and brand names. The username and display-name trigram indexes (migration 0013) answer
 * `<<%` once its threshold is lowered to 0.25 for the transaction; sequential scans are off there as in
 * `correctWords`, the planner misjudging the operator. Empty for a keyword without letters or digits.
 */
export async function findPeopleNear(db: Executor, keyword: string, limit: number) {
  const text = searchWords(keyword).join(' ');
  if (text.length < 3) return [];
  const initial = `(^|[^[:alnum:]])${text.slice(0, 1)}`;
  const displayName = sql`coalesce(${users.displayName}, '')`;
  const closeness = sql`greatest(strict_word_similarity(${text}, ${users.username}),
    strict_word_similarity(${text}, ${displayName}))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.strict_word_similarity_threshold', '0.25', true),
      set_config('enable_seqscan', 'off', true)`);
    return tx
      .select(personColumns)
      .from(users)
      .where(
        and(
          isNotNull(users.activatedAt),
          or(sql`${text} <<% ${users.username}`, sql`${text} <<% ${users.displayName}`),
          or(sql`${closeness} >= 0.3`, sql`${users.username} ~* ${initial}`, sql`${displayName} ~* ${initial}`),
        ),
      )
      .orderBy(sql`${closeness} desc`, users.username)
      .limit(limit);
  });
}
