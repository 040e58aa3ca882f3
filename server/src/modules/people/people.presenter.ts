import type { Category } from '@questboard/contract/catalogue';
import type { UserType } from '@questboard/contract/constants';
import type { FollowEntry, Influencer, UserSummary } from '@questboard/contract/people';
import type { SocialAccountNetwork } from '@questboard/contract/socials';
import { toPersonLocation } from '../users/users.module';

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
    locationId: number | null;
    locationLabel: string | null;
    socials: Array<{ network: string; username: string; profileUrl: string | null; audience: number | null }>;
    audience: number;
    followersCount: number;
    completedCount: number;
    categoryIds: string[];
    createdAt: Date;
  },
  categories: ReadonlyMap<string, Category>,
  level: number,
): Influencer {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    location: toPersonLocation(row),
    socials: row.socials.map((social) => ({ ...social, network: social.network as SocialAccountNetwork })),
    audience: row.audience,
    followersCount: row.followersCount,
    completedCount: row.completedCount,
    categories: row.categoryIds.flatMap((id) => {
      const category = categories.get(id);
      return category ? [category] : [];
    }),
    createdAt: row.createdAt.toISOString(),
    level,
  };
}
