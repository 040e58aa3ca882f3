import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageQuery } from './lists';

/** A person's XP and where it puts them on the level curve (levels.ts). */
export const XpLevel = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  /** The total XP at which their level started, and at which the next one starts. */
  levelXp: z.number().int(),
  nextLevelXp: z.number().int(),
});
export type XpLevel = z.infer<typeof XpLevel>;

/** The signed-in person's own XP: level, this week's XP, and their place on both boards (null: not on it yet). */
export const MyXp = XpLevel.extend({
  weekXp: z.number().int(),
  rank: z.number().int().nullable(),
  weekRank: z.number().int().nullable(),
});
export type MyXp = z.infer<typeof MyXp>;

export const LEADERBOARD_PERIODS = ['all', 'week'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** One place on a leaderboard: the person as anyone may see them, their XP for the period and their level. */
export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  user: z.object({
    id: z.string(),
    username: z.string(),
    displayName: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  /** XP in the period (all time, or this week). */
  xp: z.number().int(),
  /** The person's level (from all their XP, whatever the period). */
  level: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const LeaderboardQuery = pageQuery().extend({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'Use all or week' }).default('all'),
});

export const Leaderboard = z.object({
  items: z.array(LeaderboardEntry),
  total: z.number().int(),
  /** The viewer's own place, on this page or not; null for a guest or someone with no XP in the period. */
  me: LeaderboardEntry.nullable(),
  /** This week's board counts from this moment (Monday 00:00 UTC); all time: null. */
  since: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

export const xpApi = {
  mine: endpoint({
    method: 'GET',
    path: '/xp/me',
    auth: true,
    summary: 'My XP, level, progress to the next level and my ranks',
    response: MyXp,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/xp/leaderboard',
    auth: false,
    summary:
      'Everyone by XP (all time or this week), highest first, ties to who reached it first; with the viewer’s own place',
    query: LeaderboardQuery,
    response: Leaderboard,
  }),
};
