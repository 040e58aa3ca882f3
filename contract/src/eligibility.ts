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
  'DISCORD_MEMBER_SINCE',
  'WALLET_AGE',
  'WALLET_TX_COUNT',
  'WALLET_BALANCE',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Rules read at a provider or on a chain when checked (the others read what the platform stores). */
export const WALLET_RULE_KINDS = ['WALLET_AGE', 'WALLET_TX_COUNT', 'WALLET_BALANCE'] as const;

/** Networks a person connects (social module); CONNECTED_NETWORK asks for one of them. */
export const RULE_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'] as const;
export const ELIGIBILITY_LIMITS = { rulesMax: 10, levelMax: 100, xpMax: 10_000_000, daysMax: 3650, countMax: 10_000 };

const whole = (label: string, min: number, max: number) =>
  z
    .number()
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const chainId = z.number().int().positive('Choose a chain from /quests/chains');

/** A Discord server (guild) id: a snowflake, as Discord's "Copy Server ID" gives it. */
export const discordGuildId = z
  .string()
  .trim()
  .regex(/^\d{15,21}$/, 'Enter the Discord server id (Server settings → Widget, or "Copy Server ID")');

/** An amount in the coin's or token's own unit ("1.5"); the server turns it into base units with its decimals. */
export const ruleAmount = z
  .string()
  .trim()
  .regex(/^\d{1,30}(\.\d{1,36})?$/, 'Enter an amount such as 1.5')
  .refine((v) => /[1-9]/.test(v), 'The amount must be more than 0');

/**
 * One rule as the brand sets it. MIN_FOLLOWERS reads the X followers counted when the account was connected,
 * X_ACCOUNT_AGE the days since the X account was made, as X told it then. DISCORD_MEMBER_SINCE asks Discord when the
 * person joined the server `guildId`. The wallet rules read the proven address on `chainId` (one of the chains the
 * operator configured): WALLET_AGE the days since its first transaction, WALLET_TX_COUNT the transactions it sent,
 * WALLET_BALANCE its balance of the native coin or, with `token`, of that ERC-20 (`symbol` and `decimals` are read
 * from the token when the brand saves the rule).
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
  z.object({
    kind: z.literal('DISCORD_MEMBER_SINCE'),
    guildId: discordGuildId,
    days: whole('Days', 1, ELIGIBILITY_LIMITS.daysMax),
  }),
  z.object({ kind: z.literal('WALLET_AGE'), chainId, days: whole('Days', 1, ELIGIBILITY_LIMITS.daysMax) }),
  z.object({ kind: z.literal('WALLET_TX_COUNT'), chainId, count: whole('Transactions', 1, 1_000_000) }),
  z.object({
    kind: z.literal('WALLET_BALANCE'),
    chainId,
    /** An ERC-20's address; absent: the chain's native coin. */
    token: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'Enter a token address: 0x and 40 hexadecimal digits')
      .optional(),
    amount: ruleAmount,
    symbol: z.string().max(32).optional(),
    decimals: z.number().int().min(0).max(36).optional(),
  }),
]);
export type EligibilityRule = z.infer<typeof EligibilityRule>;

/** A rule's identity in a list: its kind, and for CONNECTED_NETWORK its network (two networks may both be asked). */
export const ruleKey = (rule: EligibilityRule): string => {
  switch (rule.kind) {
    case 'CONNECTED_NETWORK':
      return `${rule.kind}:${rule.network}`;
    case 'DISCORD_MEMBER_SINCE':
      return `${rule.kind}:${rule.guildId}`;
    case 'WALLET_AGE':
    case 'WALLET_TX_COUNT':
      return `${rule.kind}:${rule.chainId}`;
    case 'WALLET_BALANCE':
      return `${rule.kind}:${rule.chainId}:${rule.token?.toLowerCase() ?? 'native'}`;
    default:
      return rule.kind;
  }
};

/** What the builder sends: the whole list (an empty list lets everyone take part). */
export const EligibilityBody = z.object({
  rules: z
    .array(EligibilityRule)
    .max(ELIGIBILITY_LIMITS.rulesMax, `At most ${ELIGIBILITY_LIMITS.rulesMax} rules`)
    .refine((rules) => new Set(rules.map(ruleKey)).size === rules.length, 'Each rule appears once'),
});
export type EligibilityBody = z.infer<typeof EligibilityBody>;

/**
 * A rule with the viewer's own status: `met` (null for a guest, or a rule read at Discord or on a chain that could
 * not be read right now) and `seen`, the value read for them — days of
 * account age, level, XP, quests completed, followers (null when the provider did not tell), or yes/no.
 * DISCORD_MEMBER_SINCE: days since joining, null when not a member, false when no Discord account is connected.
 * Wallet rules: false when no wallet is proven; WALLET_AGE days since the first transaction (null: none yet),
 * WALLET_TX_COUNT the transactions sent, WALLET_BALANCE the balance in the coin's or token's unit ("1.5").
 */
export const RuleStatus = z.object({
  rule: EligibilityRule,
  met: z.boolean().nullable(),
  seen: z.union([z.number(), z.boolean(), z.string()]).nullable(),
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
