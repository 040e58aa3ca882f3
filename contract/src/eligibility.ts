import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from './lists';

/**
 * Who may take part in a quest (issue 41): rules the brand sets while the quest is a draft, checked when a person
 * starts and again when they claim. Every rule is one the platform checks itself from what it stores.
 */
export const RULE_KINDS = [
  'VERIFIED_EMAIL',
  'MIN_LEVEL',
  'MIN_XP',
  'ACCOUNT_AGE',
  'COMPLETED_QUESTS',
  'CONNECTED_NETWORK',
  'MIN_FOLLOWERS',
  'X_ACCOUNT_AGE',
  'PROVEN_WALLET',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Networks a person connects (social module); CONNECTED_NETWORK asks for one of them. */
export const RULE_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'] as const;
export const ELIGIBILITY_LIMITS = { rulesMax: 10, levelMax: 100, xpMax: 10_000_000, daysMax: 3650, countMax: 10_000 };

const whole = (label: string, min: number, max: number) =>
  z
    .number()
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * One rule as the brand sets it. MIN_FOLLOWERS reads the X followers counted when the account was connected,
 * X_ACCOUNT_AGE the days since the X account was made, as X told it then.
 */
export const EligibilityRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('VERIFIED_EMAIL') }),
  z.object({ kind: z.literal('MIN_LEVEL'), level: whole('Level', 2, ELIGIBILITY_LIMITS.levelMax) }),
  z.object({ kind: z.literal('MIN_XP'), xp: whole('XP', 1, ELIGIBILITY_LIMITS.xpMax) }),
  z.object({ kind: z.literal('ACCOUNT_AGE'), days: whole('Days', 1, ELIGIBILITY_LIMITS.daysMax) }),
  z.object({ kind: z.literal('COMPLETED_QUESTS'), count: whole('Quests', 1, ELIGIBILITY_LIMITS.countMax) }),
  z.object({ kind: z.literal('CONNECTED_NETWORK'), network: z.enum(RULE_NETWORKS) }),
  z.object({ kind: z.literal('MIN_FOLLOWERS'), followers: whole('Followers', 1, 100_000_000) }),
  z.object({ kind: z.literal('X_ACCOUNT_AGE'), days: whole('Days', 1, ELIGIBILITY_LIMITS.daysMax) }),
  z.object({ kind: z.literal('PROVEN_WALLET') }),
]);
export type EligibilityRule = z.infer<typeof EligibilityRule>;

/** A rule's identity in a list: its kind, and for CONNECTED_NETWORK its network (two networks may both be asked). */
export const ruleKey = (rule: EligibilityRule): string =>
  rule.kind === 'CONNECTED_NETWORK' ? `${rule.kind}:${rule.network}` : rule.kind;

/** What the builder sends: the whole list (an empty list lets everyone take part). */
export const EligibilityBody = z.object({
  rules: z
    .array(EligibilityRule)
    .max(ELIGIBILITY_LIMITS.rulesMax, `At most ${ELIGIBILITY_LIMITS.rulesMax} rules`)
    .refine((rules) => new Set(rules.map(ruleKey)).size === rules.length, 'Each rule appears once'),
});
export type EligibilityBody = z.infer<typeof EligibilityBody>;

/**
 * A rule with the viewer's own status: `met` (null for a guest) and `seen`, the value read for them — days of
 * account age, level, XP, quests completed, followers (null when the provider did not tell), or yes/no.
 */
export const RuleStatus = z.object({
  rule: EligibilityRule,
  met: z.boolean().nullable(),
  seen: z.union([z.number(), z.boolean()]).nullable(),
});
export type RuleStatus = z.infer<typeof RuleStatus>;

export const Eligibility = z.object({
  questId: z.string(),
  rules: z.array(RuleStatus),
  /** Every rule met by the viewer (true when there are none; null for a guest). */
  eligible: z.boolean().nullable(),
});
export type Eligibility = z.infer<typeof Eligibility>;

export const eligibilityApi = {
  get: endpoint({
    method: 'GET',
    path: '/quests/:id/eligibility',
    auth: false,
    params: idParam,
    summary: "The quest's rules of who may take part, each with the signed-in viewer's own status",
    response: Eligibility,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/quests/:id/eligibility',
    auth: true,
    params: idParam,
    body: EligibilityBody,
    summary: 'Set who may take part in a draft quest (brand owner only): verified e-mail, level, XP, account age…',
    response: Eligibility,
  }),
};
