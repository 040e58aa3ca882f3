import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';
import { isTokenAmount, parseTokens } from './money';

/** How a quest's pool is paid (docs/distribution.md). FIRST_COME is today's claim-as-you-complete. */
export const DISTRIBUTION_MODES = ['FIRST_COME', 'EQUAL_SPLIT', 'RAFFLE', 'TOP_N'] as const;
export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];
/** TOP_N ranks by POINTS (conditions and tasks done, earliest completion first on a tie) or TIME (earliest first). */
export const TOP_N_SCORES = ['POINTS', 'TIME'] as const;
export const DISTRIBUTION_LIMITS = { winnersMax: 10_000, tiersMax: 20, placesMax: 1_000 } as const;

const positive = z
  .string()
  .trim()
  .refine(isTokenAmount, 'Enter an amount such as 12.5 (at most 18 decimals)')
  .refine((v) => !isTokenAmount(v) || parseTokens(v) > 0n, 'Each prize must be above 0');

/** One line of a prize table: `places` consecutive ranks each paid `amount` tokens (e.g. 3rd–10th: 8 places). */
export const PrizeTier = z.object({
  places: z.number().int().min(1, 'A prize covers at least 1 place').max(DISTRIBUTION_LIMITS.placesMax),
  amount: positive,
});
export type PrizeTier = z.infer<typeof PrizeTier>;

/** What the builder sends: the mode and, for a raffle, the number of winners; for top N, the score and prizes. */
export const DistributionBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('FIRST_COME') }),
  z.object({ mode: z.literal('EQUAL_SPLIT') }),
  z.object({
    mode: z.literal('RAFFLE'),
    winners: z
      .number()
      .int('Winners must be a whole number')
      .min(1, 'A raffle has at least 1 winner')
      .max(DISTRIBUTION_LIMITS.winnersMax, `A raffle has at most ${DISTRIBUTION_LIMITS.winnersMax} winners`),
  }),
  z.object({
    mode: z.literal('TOP_N'),
    score: z.enum(TOP_N_SCORES),
    prizes: z
      .array(PrizeTier)
      .min(1, 'Add at least one prize')
      .max(DISTRIBUTION_LIMITS.tiersMax)
      .refine(
        (tiers) => tiers.reduce((n, t) => n + t.places, 0) <= DISTRIBUTION_LIMITS.placesMax,
        `A prize table pays at most ${DISTRIBUTION_LIMITS.placesMax} places`,
      ),
  }),
]);
export type DistributionBody = z.infer<typeof DistributionBody>;

/** The sum a prize table pays when every place is taken, in base units. */
export function prizeTotal(tiers: readonly PrizeTier[]): bigint {
  return tiers.reduce((sum, tier) => sum + BigInt(tier.places) * parseTokens(tier.amount), 0n);
}

/** One person paid at the end: their pseudonymous id, place (drawn order or rank) and amount in tokens. */
export const Payout = z.object({ id: z.string(), place: z.number().int(), amount: z.string() });

/** A quest's distribution: the rule, and once the quest ended, what happened (all public). */
export const Distribution = z.object({
  questId: z.string(),
  mode: z.enum(DISTRIBUTION_MODES),
  winners: z.number().int().nullable(),
  score: z.enum(TOP_N_SCORES).nullable(),
  prizes: z.array(PrizeTier),
  /** Tokens the prize table pays when full ("0" in other modes). */
  prizeTotal: z.string(),
  /** OPEN: before the end; FROZEN: raffle list frozen, waiting for its block; SETTLED: paid. */
  state: z.enum(['OPEN', 'FROZEN', 'SETTLED']),
  /** Once settled: the pool, how many completed, each share, what was paid and what went back to the brand. */
  outcome: z
    .object({
      pool: z.string(),
      eligible: z.number().int(),
      share: z.string(),
      paid: z.string(),
      returned: z.string(),
      settledAt: z.string(),
    })
    .nullable(),
  /** Raffle only, once frozen: the list's hash and size, the future block, and once mined its hash (the seed). */
  draw: z
    .object({
      listHash: z.string(),
      eligible: z.number().int(),
      block: z.string(),
      seed: z.string().nullable(),
    })
    .nullable(),
  /** Who was paid (winners in the order drawn, or ranks), at most the first 1,000. */
  payouts: z.array(Payout),
  /** The viewer's own pseudonymous id in this quest's list, when they completed it; null otherwise. */
  you: z.object({ id: z.string(), amount: z.string().nullable() }).nullable(),
});
export type Distribution = z.infer<typeof Distribution>;

/** The frozen list anyone re-runs the draw on: pseudonymous ids, sorted, and its hash. */
export const EligibleList = z.object({
  questId: z.string(),
  listHash: z.string(),
  ids: z.array(z.string()),
});
export type EligibleList = z.infer<typeof EligibleList>;

/** Reward distribution per quest (issue 38): the builder's choice, the public outcome, and the raffle's list. */
export const distributionApi = {
  get: endpoint({
    method: 'GET',
    path: '/quests/:id/distribution',
    auth: false,
    params: idParam,
    summary: 'How the quest pays, and once it ended what was paid to whom (pseudonymous ids), the draw included',
    response: Distribution,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/quests/:id/distribution',
    auth: true,
    params: idParam,
    body: DistributionBody,
    summary: 'Choose how a draft quest pays (brand owner only): first come, equal split, raffle or top N',
    response: Distribution,
  }),
  eligible: endpoint({
    method: 'GET',
    path: '/quests/:id/distribution/eligible',
    auth: false,
    params: idParam,
    summary: 'The frozen list of a raffle (sorted pseudonymous ids) and its hash, to re-run the draw',
    response: EligibleList,
  }),
};
