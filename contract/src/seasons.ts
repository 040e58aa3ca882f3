import { z } from 'zod';
import { PrizeTier, prizeTotal } from './distribution';
import { endpoint } from './endpoint';
import { idParam, pageOf, pageQuery } from './lists';
import { isTokenAmount, parseTokens } from './money';
import { Leaderboard } from './xp';

/** How a season's pool pays at its end: nothing, a prize table for the top N, or the pool in proportion to XP. */
export const SEASON_PRIZE_MODES = ['NONE', 'TOP_N', 'PROPORTIONAL'] as const;
export type SeasonPrizeMode = (typeof SEASON_PRIZE_MODES)[number];
export const SEASON_LIMITS = { nameMax: 80, questsMax: 100 } as const;

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-12-01T00:00:00Z' });
const pool = z
  .string()
  .trim()
  .refine(isTokenAmount, 'Enter an amount such as 12.5 (at most 18 decimals)')
  .refine((v) => !isTokenAmount(v) || parseTokens(v) > 0n, 'The pool must be above 0');

export const SeasonPrize = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('NONE') }),
  z.object({
    mode: z.literal('TOP_N'),
    prizes: z
      .array(PrizeTier)
      .min(1, 'Add at least one prize')
      .max(20)
      .refine((tiers) => tiers.reduce((n, t) => n + t.places, 0) <= 1_000, 'A prize table pays at most 1000 places'),
  }),
  z.object({ mode: z.literal('PROPORTIONAL'), amount: pool }),
]);
export type SeasonPrize = z.infer<typeof SeasonPrize>;

/** What a brand's owner sends to create a season (a draft: no money moves until it is published). */
export const SeasonBody = z
  .object({
    name: z.string().trim().min(1, 'Give the season a name').max(SEASON_LIMITS.nameMax),
    startAt: instant,
    endAt: instant,
    questIds: z
      .array(z.uuid({ error: 'Each quest is a UUID' }))
      .min(1, 'Add at least one quest')
      .max(SEASON_LIMITS.questsMax),
    prize: SeasonPrize.default({ mode: 'NONE' }),
  })
  .refine((s) => Date.parse(s.endAt) > Date.parse(s.startAt), {
    path: ['endAt'],
    message: 'The end comes after the start',
  })
  .refine((s) => new Set(s.questIds).size === s.questIds.length, {
    path: ['questIds'],
    message: 'A quest is listed twice',
  });
export type SeasonBody = z.input<typeof SeasonBody>;

/** The tokens a season's prize pays when full, in base units (what publishing moves into its escrow). */
export function seasonPool(prize: SeasonPrize): bigint {
  if (prize.mode === 'TOP_N') return prizeTotal(prize.prizes);
  if (prize.mode === 'PROPORTIONAL') return parseTokens(prize.amount);
  return 0n;
}

/** One person paid at a season's end: place on the final board, XP, tokens. */
export const SeasonPayout = z.object({
  place: z.number().int(),
  userId: z.string(),
  username: z.string(),
  xp: z.number().int(),
  amount: z.string(),
});

export const Season = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** DRAFT: only its owner sees it, no money moved; PUBLISHED: funded and public. */
  status: z.enum(['DRAFT', 'PUBLISHED']),
  /** UPCOMING / LIVE / ENDED by the clock; SETTLED once its pool was paid (or it had none and ended). */
  phase: z.enum(['DRAFT', 'UPCOMING', 'LIVE', 'ENDED', 'SETTLED']),
  questIds: z.array(z.string()),
  prizeMode: z.enum(SEASON_PRIZE_MODES),
  prizes: z.array(PrizeTier),
  /** Tokens the pool holds (what publishing moves), "0" without prizes. */
  pool: z.string(),
  /**
   * Once paid: what went to winners and what went back to the brand (pool = paid + returned), the XP of the whole
   * final board (a proportional share is pool × XP ÷ totalXp, rounded down to the base unit), and the winners.
   */
  outcome: z
    .object({
      paid: z.string(),
      returned: z.string(),
      totalXp: z.number().int(),
      settledAt: z.string(),
      payouts: z.array(SeasonPayout),
    })
    .nullable(),
});
export type Season = z.infer<typeof Season>;

export const SeasonPage = pageOf(Season);

/** A season's board: XP from its quests within its window. */
export const SeasonBoardQuery = pageQuery();

export const BRAND_BOARD_PERIODS = ['all', 'week', 'season'] as const;
/** A brand's board: XP from its quests, all time, this week, or within its current (or latest) season. */
export const BrandBoardQuery = pageQuery().extend({
  period: z.enum(BRAND_BOARD_PERIODS, { error: 'Use all, week or season' }).default('all'),
});
export type BrandBoardPeriod = (typeof BRAND_BOARD_PERIODS)[number];

const brandParam = z.object({ brandId: z.uuid({ error: 'Must be a UUID' }) });

/** Seasons and their boards (issue 37 item 3, issue 38 item 5). Writes: the brand's owner only. */
export const seasonsApi = {
  create: endpoint({
    method: 'POST',
    path: '/brands/:brandId/seasons',
    auth: true,
    params: brandParam,
    body: SeasonBody,
    summary: 'Create a draft season of your brand: its window, its quests (each in one season at most) and its prize',
    response: Season,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/seasons/:id/publish',
    auth: true,
    params: idParam,
    summary: 'Publish a draft season: its pool moves from your balance into its escrow (a retry moves nothing more)',
    response: Season,
  }),
  list: endpoint({
    method: 'GET',
    path: '/brands/:brandId/seasons',
    auth: false,
    params: brandParam,
    query: pageQuery(),
    summary: 'A brand’s seasons, newest first (drafts only for its owner)',
    response: SeasonPage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/seasons/:id',
    auth: false,
    params: idParam,
    summary: 'One season, and once paid, who got what (a draft only for its owner, 404 otherwise)',
    response: Season,
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/seasons/:id/leaderboard',
    auth: false,
    params: idParam,
    query: SeasonBoardQuery,
    summary: 'A season’s board: XP from its quests within its window, ties to who reached it first, with your place',
    response: Leaderboard,
  }),
  brandLeaderboard: endpoint({
    method: 'GET',
    path: '/brands/:brandId/leaderboard',
    auth: false,
    params: brandParam,
    query: BrandBoardQuery,
    summary: 'A brand’s board: XP from its quests (all time, this week, this season), with your place',
    response: Leaderboard,
  }),
};
