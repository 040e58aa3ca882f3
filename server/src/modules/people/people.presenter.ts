import type { Category } from '@questboard/contract/catalogue';
import type { UserType } from '@questboard/contract/constants';
import type { FollowEntry, Influencer, UserSummary } from '@questboard/contract/people';

export interface UserSummaryRow {
  id: string;
  username: string;
  displayName: string | null;
  avatar: string | null;
  type: string;
}

/** A person in any list of this module. */
export function toUserSummary(row: UserSummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: row.avatar,
    type: row.type as UserType,
  };
}

export function toFollowEntry(row: UserSummaryRow & { followedAt: Date }): FollowEntry {
  return { ...toUserSummary(row), followedAt: row.followedAt.toISOString() };
}

export function toInfluencer(
  row: UserSummaryRow & {
    bio: string | null;
    followersCount: number;
    completedCount: number;
    categoryIds: string[];
    createdAt: Date;
  },
  categories: ReadonlyMap<string, Category>,
): Influencer {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    followersCount: row.followersCount,
    completedCount: row.completedCount,
    categories: row.categoryIds.flatMap((id) => {
      const category = categories.get(id);
      return category ? [category] : [];
    }),
    createdAt: row.createdAt.toISOString(),
  };
}
