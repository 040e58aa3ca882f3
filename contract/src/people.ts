import { z } from 'zod';
import { Brand } from './brands';
import { Category, categoryId } from './catalogue';
import { USER_TYPES } from './constants';
import { endpoint } from './endpoint';
import { keyword, pageOf, pageQuery } from './lists';
import { SOCIAL_ACCOUNT_NETWORKS } from './socials';
import { PersonLocation } from './users';

/** A person in a list: enough to show and link them. */
export const UserSummary = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  type: z.enum(USER_TYPES),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** Someone in a followers/following list, and since when. */
export const FollowEntry = UserSummary.extend({ followedAt: z.string() });
export type FollowEntry = z.infer<typeof FollowEntry>;

/** The counts a profile shows; `isFollowing` is null for guests and on one's own profile. */
export const UserStats = z.object({
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  completedCount: z.number().int(),
  isFollowing: z.boolean().nullable(),
});
export type UserStats = z.infer<typeof UserStats>;

export const UserFollowBody = z.object({ followUserId: z.uuid({ error: 'followUserId must be a user id' }) });
export const UserFollowState = z.object({ following: z.boolean(), followersCount: z.number().int() });

const userKey = z.string().trim().min(1).max(100);
export const FollowListQuery = pageQuery().extend({ userKey });

export const INFLUENCER_SORTS = ['followers', 'audience', 'completed', 'newest'] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/** A connected account as the directory shows it; `audience` is its followers at the network when known. */
export const InfluencerSocial = z.object({
  network: z.enum(SOCIAL_ACCOUNT_NETWORKS),
  username: z.string(),
  profileUrl: z.string().nullable(),
  audience: z.number().int().nullable(),
});
export type InfluencerSocial = z.infer<typeof InfluencerSocial>;

/**
 * An influencer in the directory: who they are, where, their connected accounts and audience, followers here, quests
 * completed and the categories of those quests.
 */
export const Influencer = UserSummary.extend({
  bio: z.string().nullable(),
  location: PersonLocation.nullable(),
  socials: z.array(InfluencerSocial),
  /** Followers across the connected accounts whose network tells us (0 when none does). */
  audience: z.number().int(),
  followersCount: z.number().int(),
  completedCount: z.number().int(),
  categories: z.array(Category),
  createdAt: z.string(),
  /** Their level on the XP curve (levels.ts). */
  level: z.number().int(),
});
export type Influencer = z.infer<typeof Influencer>;

export const InfluencerQuery = pageQuery(12).extend({
  keyword,
  category: categoryId.optional(),
  /** Only people who connected an account on this network. */
  network: z.enum(SOCIAL_ACCOUNT_NETWORKS).optional(),
  /** Only people in this place: a country or province also matches the cities and provinces inside it. */
  locationId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: z.enum(INFLUENCER_SORTS).default('followers'),
});

/** The featured influencers (most quests completed, then followers). */
export const FEATURED_INFLUENCERS_DEFAULT = 5;

export const BrandFollowStats = z.object({ followersCount: z.number().int(), following: z.boolean().nullable() });

/** Follows between people (the Users API), the influencer directory, and the brand side of following. */
export const peopleApi = {
  followUser: endpoint({
    method: 'POST',
    path: '/users/follow-user',
    auth: true,
    body: UserFollowBody,
    summary: 'Follow someone (again changes nothing; yourself is refused)',
    response: UserFollowState,
  }),
  unfollowUser: endpoint({
    method: 'POST',
    path: '/users/unfollow-user',
    auth: true,
    body: UserFollowBody,
    summary: 'Stop following someone',
    response: UserFollowState,
  }),
  followers: endpoint({
    method: 'GET',
    path: '/users/get-followers',
    auth: false,
    query: FollowListQuery,
    summary: 'Who follows this user (by id or username), newest first',
    response: pageOf(FollowEntry),
  }),
  following: endpoint({
    method: 'GET',
    path: '/users/get-following',
    auth: false,
    query: FollowListQuery,
    summary: 'Whom this user follows (by id or username), newest first',
    response: pageOf(FollowEntry),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/users/stats',
    auth: false,
    query: z.object({ userKey }),
    summary: "A profile's counts (followers, following, quests completed) and whether you follow them",
    response: UserStats,
  }),
  influencers: endpoint({
    method: 'GET',
    path: '/users/influencer',
    auth: false,
    query: InfluencerQuery,
    summary: 'The influencer directory: keyword, category of completed quests, network, location, sort',
    response: pageOf(Influencer),
  }),
  featuredInfluencers: endpoint({
    method: 'GET',
    path: '/users/influencer/featured',
    auth: false,
    query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(FEATURED_INFLUENCERS_DEFAULT) }),
    summary: 'Featured influencers: most quests completed',
    response: z.object({ items: z.array(Influencer) }),
  }),
  brandsFollowing: endpoint({
    method: 'GET',
    path: '/brands/following',
    auth: true,
    query: pageQuery(12),
    summary: 'The active brands you follow, newest follow first',
    response: pageOf(Brand),
  }),
  brandFollowers: endpoint({
    method: 'GET',
    path: '/brands/followers',
    auth: true,
    query: pageQuery().extend({ brandId: z.uuid() }),
    summary: "Your brand's followers, newest first (owner only)",
    response: pageOf(FollowEntry),
  }),
  brandFollowStats: endpoint({
    method: 'GET',
    path: '/brands/follow-stats',
    auth: false,
    query: z.object({ brandId: z.uuid() }),
    summary: "A brand's follower count and whether you follow it",
    response: BrandFollowStats,
  }),
};

export const NETWORK_KINDS = ['all', 'followers', 'participants', 'invited'] as const;

/** One person around a brand: how they are connected to it, and when last. */
export const NetworkMember = z.object({
  user: UserSummary,
  follower: z.boolean(),
  participant: z.boolean(),
  invited: z.boolean(),
  lastSeenAt: z.string(),
});
export type NetworkMember = z.infer<typeof NetworkMember>;

export const networkApi = {
  network: endpoint({
    method: 'GET',
    path: '/brands/:id/network',
    auth: true,
    params: z.object({ id: z.uuid({ error: 'Must be a UUID' }) }),
    query: pageQuery().extend({ kind: z.enum(NETWORK_KINDS).default('all') }),
    summary:
      "Your brand's followers, participants of its quests and invited influencers, most recent first (owner only)",
    response: pageOf(NetworkMember),
  }),
};
