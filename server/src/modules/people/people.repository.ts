import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { followNotices, userFollows } from '../../db/schema/people';
import { users } from '../../db/schema/users';
import { isUuid } from '../../db/uuid-list';

// Spelled out with the table name: drizzle drops it in single-table queries, which a correlated subquery would misread.
/** How many people follow the user of the current row. */
export const followersCountSql = sql<number>`(select count(*)::int from user_follows f where f.followee_id = "users"."id")`;
/** How many people the user of the current row follows. */
export const followingCountSql = sql<number>`(select count(*)::int from user_follows f where f.follower_id = "users"."id")`;
/** Quests the user of the current row completed (claimed or not). */
export const completedCountSql = sql<number>`(select count(*)::int from user_quests uq
  where uq.user_id = "users"."id" and uq.status in ('COMPLETED', 'CLAIMED'))`;
/** Category ids of the quests the user of the current row completed. */
export const completedCategoriesSql = sql<string[]>`(select coalesce(array_agg(distinct c), '{}'::text[])
  from user_quests uq join quests q on q.id = uq.quest_id, unnest(q.category_ids) c
  where uq.user_id = "users"."id" and uq.status in ('COMPLETED', 'CLAIMED'))`;
/** The user of the current row completed a quest of this category. */
export const completedInCategory = (categoryId: string) => sql`exists (select 1 from user_quests uq
  join quests q on q.id = uq.quest_id
  where uq.user_id = "users"."id" and uq.status in ('COMPLETED', 'CLAIMED') and q.category_ids @> array[${categoryId}]::text[])`;

/** The connected accounts of the user of the current row, as the directory shows them. */
export const connectedSocialsSql = sql<
  Array<{ network: string; username: string; profileUrl: string | null; audience: number | null }>
>`(select coalesce(json_agg(json_build_object('network', s.network, 'username', s.username,
    'profileUrl', s.profile_url, 'audience', s.audience) order by s.network), '[]'::json)
  from social_accounts s where s.user_id = "users"."id")`;
/** Followers across the connected accounts of the user of the current row (unknown counts as 0). */
export const audienceSql = sql<number>`(select least(coalesce(sum(s.audience), 0), 2147483647)::int
  from social_accounts s where s.user_id = "users"."id")`;
/** The user of the current row connected an account on this network. */
export const connectedOn = (network: string) =>
  sql`exists (select 1 from social_accounts s where s.user_id = "users"."id" and s.network = ${network})`;
/** The user of the current row is in this place, or in a city or province inside it. */
export const locatedIn = (locationId: number) => sql`"users"."location_id" in (select l.id from locations l
  where l.id = ${locationId} or l.country_id = ${locationId} or l.province_id = ${locationId})`;

export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
  type: users.type,
};

/** A user by id or username (any letter case), activated only. */
export async function findActiveUser(db: Executor, key: string) {
  const where: SQL = isUuid(key) ? eq(users.id, key) : sql`lower(${users.username}) = lower(${key})`;
  const [row] = await db
    .select({ ...userSummaryColumns, activatedAt: users.activatedAt })
    .from(users)
    .where(where)
    .limit(1);
  return row?.activatedAt ? row : undefined;
}

export async function isFollowing(db: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ x: userFollows.followeeId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

export async function countFollowers(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userFollows)
    .where(eq(userFollows.followeeId, userId));
  return row?.n ?? 0;
}

/**
 * Takes the follower's one "new follower" notice of the day to this person: true when none was taken in the last
 * 24 hours (and records it now), false otherwise. One statement, so parallel follows take it once.
 */
export async function takeDailyFollowNotice(db: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const taken = await db
    .insert(followNotices)
    .values({ followerId, followeeId })
    .onConflictDoUpdate({
      target: [followNotices.followerId, followNotices.followeeId],
      set: { notifiedAt: sql`now()` },
      setWhere: sql`${followNotices.notifiedAt} <= now() - interval '1 day'`,
    })
    .returning({ at: followNotices.notifiedAt });
  return taken.length > 0;
}
