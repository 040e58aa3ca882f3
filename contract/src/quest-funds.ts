import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';
import { QUEST_STATUSES, tokenAmount } from './quests';

export const RewardSetting = z.object({
  /** The smallest reward per participant, in tokens ("1"). */
  minimumReward: z.string(),
  /** Platform fee charged on top of what goes into escrow, in basis points (500 = 5 %). */
  feeBps: z.number().int(),
});

export const FundBody = z.object({ amount: tokenAmount });

/** A quest's money after an owner's action: escrow left, how many more rewards it pays, the owner's balance. */
export const QuestFunding = z.object({
  questId: z.string(),
  status: z.enum(QUEST_STATUSES),
  escrow: z.string(),
  rewardAmount: z.string(),
  /** How many more rewards the escrow pays, as a decimal string: a pool of 10^19 tokens pays more than 2^53. */
  rewardsLeft: z.string().regex(/^\d+$/),
  /** What this call moved: into escrow, as fee, or back to the owner. */
  moved: z.string(),
  fee: z.string(),
  ownerBalance: z.string(),
  reclaimedAt: z.string().nullable(),
});
export type QuestFunding = z.infer<typeof QuestFunding>;

export const QuestStatistics = z.object({
  participants: z.number().int(),
  completions: z.number().int(),
  claims: z.number().int(),
  /** Tokens paid to participants. */
  paid: z.string(),
  /** Tokens still in escrow. */
  remaining: z.string(),
  funded: z.string(),
  reclaimed: z.string(),
  /** Referral bonuses paid from this quest's escrow to whoever brought a participant: how many, and their total. */
  referralBonuses: z.object({ count: z.number().int(), total: z.string() }),
  perDay: z.array(
    z.object({ date: z.string(), participants: z.number().int(), claims: z.number().int(), paid: z.string() }),
  ),
  /**
   * A quest paid at its end (equal split, raffle, top N): its mode and state, the frozen list's size (null until the
   * end), how many were paid, what they were paid and what went back to the brand; null for first come.
   */
  distribution: z
    .object({
      mode: z.enum(['EQUAL_SPLIT', 'RAFFLE', 'TOP_N']),
      state: z.enum(['OPEN', 'FROZEN', 'SETTLED']),
      eligible: z.number().int().nullable(),
      winners: z.number().int(),
      paid: z.string(),
      returned: z.string(),
    })
    .nullable(),
});
export type QuestStatistics = z.infer<typeof QuestStatistics>;

/** Spec §7 Quests, the brand owner's money calls. Top-ups honour an `Idempotency-Key` header. */
export const questFundsApi = {
  rewardSetting: endpoint({
    method: 'GET',
    path: '/quests/reward-setting',
    auth: false,
    summary: 'Minimum reward per participant and the platform fee',
    response: RewardSetting,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/quests/:id/publish',
    auth: true,
    params: idParam,
    body: FundBody,
    summary: 'Publish a draft: moves amount into escrow plus the fee, from your balance (owner only)',
    response: QuestFunding,
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/quests/:id/deposit',
    auth: true,
    params: idParam,
    body: FundBody,
    summary: 'Top up a published quest’s escrow (plus the fee); send an Idempotency-Key header to retry safely',
    response: QuestFunding,
  }),
  end: endpoint({
    method: 'POST',
    path: '/quests/:id/end-quest',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary: 'End a published quest now (owner only); completed participants may still claim until reclaim',
    response: QuestFunding,
  }),
  reclaim: endpoint({
    method: 'POST',
    path: '/quests/:id/brand-reclaim-remaining-reward',
    auth: true,
    params: idParam,
    summary: 'After the end, once: return what is left in escrow to the owner',
    response: QuestFunding,
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/quests/:id/statistics',
    apiKey: { quest: 'id' },
    auth: true,
    params: idParam,
    summary: 'Participants, completions, claims, paid and remaining, per day (owner only)',
    response: QuestStatistics,
  }),
};
