import { ERROR_CODES } from '@questboard/contract/errors';
import type { FollowEntry, UserStats } from '@questboard/contract/people';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageWithTotal } from '../../db/page';
import { userFollows } from '../../db/schema/people';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/app-error';
import type { NotificationPreferences } from '../notifications/notifications.module';
import { toFollowEntry } from './people.presenter';
import {
  completedCountSql,
  countFollowers,
  findActiveUser,
  followersCountSql,
  followingCountSql,
  isFollowing,
  takeDailyFollowNotice,
  userSummaryColumns,
} from './people.repository';

const userNotFound = () => notFound('No such user.', ERROR_CODES.USER_NOT_FOUND);
type Page = { offset: number; limit: number };

/** People following people: idempotent follow, never oneself, paged lists, profile counts. */
export class UserFollowsService {
  constructor(
    private readonly db: Database,
    private readonly preferences: NotificationPreferences,
  ) {}

  /**
   * Follows an activated user; again changes nothing. The followed person hears of a follower at most once a day,
   * however often they unfollow and follow again.
   */
  async follow(followerId: string, followeeId: string) {
    if (followerId === followeeId) throw badRequest(ERROR_CODES.CANNOT_FOLLOW_SELF, 'You cannot follow yourself.');
    const followee = await findActiveUser(this.db, followeeId);
    if (!followee) throw userNotFound();
    const inserted = await this.db
      .insert(userFollows)
      .values({ followerId, followeeId })
      .onConflictDoNothing()
      .returning({ at: userFollows.createdAt });
    if (inserted.length > 0 && (await takeDailyFollowNotice(this.db, followerId, followeeId))) {
      const [follower] = await this.db
        .select({ username: users.username, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, followerId));
      await this.preferences.send(followeeId, {
        type: 'NEW_FOLLOWER',
        message: {
          key: 'new_follower',
          params: { name: follower?.displayName || follower?.username || null, username: follower?.username ?? '' },
        },
        link: follower ? `/users/${follower.username}` : null,
      });
    }
    return { following: true, followersCount: await countFollowers(this.db, followeeId) };
  }

  /** Stops following; not following already is fine. */
  async unfollow(followerId: string, followeeId: string) {
    await this.db
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
    return { following: false, followersCount: await countFollowers(this.db, followeeId) };
  }

  /** Who follows the user, newest first. */
  async followers(userKey: string, page: Page) {
    const user = await findActiveUser(this.db, userKey);
    if (!user) throw userNotFound();
    return this.list(eq(userFollows.followeeId, user.id), userFollows.followerId, page);
  }

  /** Whom the user follows, newest first. */
  async following(userKey: string, page: Page) {
    const user = await findActiveUser(this.db, userKey);
    if (!user) throw userNotFound();
    return this.list(eq(userFollows.followerId, user.id), userFollows.followeeId, page);
  }

  /** A profile's counts, and whether the viewer follows them (null for guests and oneself). */
  async stats(userKey: string, viewerId: string | undefined): Promise<UserStats> {
    const user = await findActiveUser(this.db, userKey);
    if (!user) throw userNotFound();
    const [[row], follows] = await Promise.all([
      this.db
        .select({
          followersCount: followersCountSql,
          completedCount: completedCountSql,
          followingCount: followingCountSql,
        })
        .from(users)
        .where(eq(users.id, user.id)),
      viewerId && viewerId !== user.id ? isFollowing(this.db, viewerId, user.id) : Promise.resolve(null),
    ]);
    return {
      followersCount: row?.followersCount ?? 0,
      followingCount: row?.followingCount ?? 0,
      completedCount: row?.completedCount ?? 0,
      isFollowing: follows,
    };
  }

  private async list(
    where: SQL,
    other: typeof userFollows.followerId | typeof userFollows.followeeId,
    page: Page,
  ): Promise<{ items: FollowEntry[]; total: number }> {
    return pageWithTotal(
      this.db
        .select({ ...userSummaryColumns, followedAt: userFollows.createdAt })
        .from(userFollows)
        .innerJoin(users, eq(users.id, other))
        .where(where)
        .orderBy(desc(userFollows.createdAt), desc(users.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(userFollows).where(where),
      toFollowEntry,
    );
  }
}
