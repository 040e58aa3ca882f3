import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, pageOf, pageQuery } from './lists';

/**
 * The explainable risk score of a participant (issue 41 item 3): a sum of documented signals, each with its weight
 * and the value seen, capped at 100. The brand reads it beside each participant and may set a maximum per quest; a
 * person above it is refused at claim and reads the same reasons, with what would lower each one.
 */
export const RISK_SIGNALS = [
  'NEW_ACCOUNT',
  'NO_VERIFIED_EMAIL',
  'FEW_IDENTITIES',
  'NEW_SOCIAL_ACCOUNT',
  'SHARED_SIGNUP_ADDRESS',
  'FAST_COMPLETION',
  'IDENTICAL_ANSWERS',
  'WALLET_HISTORY',
] as const;
export type RiskSignal = (typeof RISK_SIGNALS)[number];

export const RISK_SCORE_MAX = 100;

/**
 * One signal that weighed: its weight in points, the value seen (days, a count, seconds, or yes/no), and the
 * threshold it is measured against (days of age under which it weighs, seconds a human needs at least…).
 */
export const RiskReason = z.object({
  signal: z.enum(RISK_SIGNALS),
  weight: z.number().int(),
  seen: z.union([z.number(), z.boolean()]).nullable(),
  threshold: z.number().nullable(),
});
export type RiskReason = z.infer<typeof RiskReason>;

export const RiskScore = z.object({
  score: z.number().int().min(0).max(RISK_SCORE_MAX),
  /** The signals that weighed, heaviest first; a score of 0 has none. */
  reasons: z.array(RiskReason),
});
export type RiskScore = z.infer<typeof RiskScore>;

/** The brand's maximum for one quest: a participant scoring above it is refused at claim; null: no maximum. */
export const RiskLimitBody = z.object({
  maxScore: z
    .number()
    .int('The maximum must be a whole number')
    .min(0, 'The maximum must be at least 0')
    .max(RISK_SCORE_MAX, `The maximum must be at most ${RISK_SCORE_MAX}`)
    .nullable(),
});
export type RiskLimitBody = z.infer<typeof RiskLimitBody>;

/** The viewer's own score in a quest, the quest's maximum, and whether the score is above it. */
export const MyRisk = RiskScore.extend({
  maxScore: z.number().int().nullable(),
  above: z.boolean(),
});
export type MyRisk = z.infer<typeof MyRisk>;

/** A score with whether it is above the quest's maximum (false when the quest has none). */
export const ScoredRisk = RiskScore.extend({ above: z.boolean() });
export type ScoredRisk = z.infer<typeof ScoredRisk>;

/** A participant as the brand reads them: who, where they are in the quest, their score and its reasons. */
export const ParticipantRisk = ScoredRisk.extend({
  user: z.object({ id: z.string(), username: z.string() }),
  status: z.enum(['STARTED', 'COMPLETED', 'CLAIMED']),
});
export type ParticipantRisk = z.infer<typeof ParticipantRisk>;

export const QuestRisk = pageOf(ParticipantRisk).extend({ maxScore: z.number().int().nullable() });
export type QuestRisk = z.infer<typeof QuestRisk>;

export const riskApi = {
  mine: endpoint({
    method: 'GET',
    path: '/quests/:id/risk/mine',
    auth: true,
    params: idParam,
    summary: "The viewer's risk score in this quest with each reason, and the quest's maximum",
    response: MyRisk,
  }),
  list: endpoint({
    method: 'GET',
    path: '/quests/:id/risk',
    auth: true,
    params: idParam,
    query: pageQuery(),
    summary: "The quest's participants with their risk scores and reasons, riskiest first (brand owner only)",
    response: QuestRisk,
  }),
  setLimit: endpoint({
    method: 'PUT',
    path: '/quests/:id/risk-limit',
    auth: true,
    params: idParam,
    body: RiskLimitBody,
    summary: 'Set the highest risk score paid at claim, on a draft or published quest (brand owner only)',
    response: RiskLimitBody,
  }),
};
