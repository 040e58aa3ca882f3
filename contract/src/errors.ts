import { z } from 'zod';

/** Every error the API answers has this body. */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  /** With VALIDATION_ERROR: the first message per field, by dotted path (`conditions.0.url`), to show next to it. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_CODES = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_JSON: 'INVALID_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  BOT_CHECK_FAILED: 'BOT_CHECK_FAILED',
  INACTIVE_USER: 'INACTIVE_USER',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  EMAIL_ALREADY_SET: 'EMAIL_ALREADY_SET',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  ALREADY_ACTIVE: 'ALREADY_ACTIVE',
  INVALID_CODE: 'INVALID_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  SIGN_UP_DISABLED: 'SIGN_UP_DISABLED',
  INVALID_REFRESH_TOKEN: 'INVALID_REFRESH_TOKEN',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  FILE_REQUIRED: 'FILE_REQUIRED',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  BRAND_NOT_FOUND: 'BRAND_NOT_FOUND',
  BRAND_NAME_TAKEN: 'BRAND_NAME_TAKEN',
  BRAND_DRAFT_EXISTS: 'BRAND_DRAFT_EXISTS',
  BRAND_INCOMPLETE: 'BRAND_INCOMPLETE',
  INVALID_STATUS_TRANSITION: 'INVALID_STATUS_TRANSITION',
  QUEST_NOT_FOUND: 'QUEST_NOT_FOUND',
  QUEST_TITLE_TAKEN: 'QUEST_TITLE_TAKEN',
  QUEST_ENDED: 'QUEST_ENDED',
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  UNKNOWN_LOCATION: 'UNKNOWN_LOCATION',
  AMOUNT_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  QUEST_INCOMPLETE: 'QUEST_INCOMPLETE',
  QUEST_NOT_LIVE: 'QUEST_NOT_LIVE',
  QUEST_NOT_ENDED: 'QUEST_NOT_ENDED',
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  NOT_STARTED: 'NOT_STARTED',
  NOT_COMPLETE: 'NOT_COMPLETE',
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  ALREADY_RECLAIMED: 'ALREADY_RECLAIMED',
  /** A quest whose pool is paid at its end (equal split, raffle, top N): nobody claims, the payout comes. */
  PAYS_AT_END: 'PAYS_AT_END',
  /** A pool paid at the end (equal split, raffle, top N) is for a quest that happens once, not one that repeats. */
  POOL_NEEDS_ONE_ROUND: 'POOL_NEEDS_ONE_ROUND',
  /** A referral bonus is paid with each reward as it is claimed: only a first-come quest offers one. */
  REFERRAL_BONUS_FIRST_COME: 'REFERRAL_BONUS_FIRST_COME',
  /** The person does not meet the quest's eligibility rules; `fields` has one message per unmet rule (`rules.KIND`). */
  RULES_NOT_MET: 'RULES_NOT_MET',
  /** An appeal needs unmet rules (APPEAL_NOT_NEEDED), comes once per quest (APPEAL_EXISTS), is decided once. */
  APPEAL_NOT_NEEDED: 'APPEAL_NOT_NEEDED',
  /** A wallet or social account already took part in the quest through another account (one person, one reward). */
  IDENTITY_USED: 'IDENTITY_USED',
  /** At claim, the person's risk score is above the quest's maximum; `fields` has one sentence per reason (`risk.SIGNAL`). */
  RISK_TOO_HIGH: 'RISK_TOO_HIGH',
  /** A claim from an address claiming in a burst, or of a high risk score: solve the `claim` bot check and send it again. */
  BOT_CHECK_REQUIRED: 'BOT_CHECK_REQUIRED',
  APPEAL_EXISTS: 'APPEAL_EXISTS',
  APPEAL_DECIDED: 'APPEAL_DECIDED',
  REWARDS_EXHAUSTED: 'REWARDS_EXHAUSTED',
  CONDITION_NOT_FOUND: 'CONDITION_NOT_FOUND',
  CONDITION_IN_USE: 'CONDITION_IN_USE',
  ANSWER_REQUIRED: 'ANSWER_REQUIRED',
  LINK_NOT_VISITED: 'LINK_NOT_VISITED',
  BRAND_NOT_FOLLOWED: 'BRAND_NOT_FOLLOWED',
  /** Asking a person to review a social condition before the automatic check has failed enough. */
  REVIEW_NOT_YET: 'REVIEW_NOT_YET',
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  CANNOT_FOLLOW_SELF: 'CANNOT_FOLLOW_SELF',
  INVITE_NOT_FOUND: 'INVITE_NOT_FOUND',
  ALREADY_INVITED: 'ALREADY_INVITED',
  NOT_AN_INFLUENCER: 'NOT_AN_INFLUENCER',
  QUEST_NOT_INVITABLE: 'QUEST_NOT_INVITABLE',
  INVITE_LIMIT_REACHED: 'INVITE_LIMIT_REACHED',
  INVITE_ANSWERED: 'INVITE_ANSWERED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  ADDRESS_NOT_PROVEN: 'ADDRESS_NOT_PROVEN',
  ADDRESS_PROOF_INVALID: 'ADDRESS_PROOF_INVALID',
  ADDRESS_CHANGE_NEEDS_PASSWORD: 'ADDRESS_CHANGE_NEEDS_PASSWORD',
  WITHDRAWALS_PAUSED: 'WITHDRAWALS_PAUSED',
  WITHDRAW_LIMIT_EXCEEDED: 'WITHDRAW_LIMIT_EXCEEDED',
  WITHDRAW_CODE_REQUIRED: 'WITHDRAW_CODE_REQUIRED',
  AMOUNT_PRECISION: 'AMOUNT_PRECISION',
  DEV_CHAIN_ONLY: 'DEV_CHAIN_ONLY',
  NOTHING_TO_DEPOSIT: 'NOTHING_TO_DEPOSIT',
  LOCK_DURATION_OUT_OF_RANGE: 'LOCK_DURATION_OUT_OF_RANGE',
  STILL_LOCKED: 'STILL_LOCKED',
  NOT_UNLOCKABLE: 'NOT_UNLOCKABLE',
  NOTHING_STAKED: 'NOTHING_STAKED',
  WITHDRAW_EXCEEDS_STAKE: 'WITHDRAW_EXCEEDS_STAKE',
  PROVIDER_NOT_CONFIGURED: 'PROVIDER_NOT_CONFIGURED',
  SOCIAL_NOT_CONNECTED: 'SOCIAL_NOT_CONNECTED',
  SOCIAL_ACCOUNT_TAKEN: 'SOCIAL_ACCOUNT_TAKEN',
  SOCIAL_ALREADY_CONNECTED: 'SOCIAL_ALREADY_CONNECTED',
  SOCIAL_LOGIN_INVALID: 'SOCIAL_LOGIN_INVALID',
  SOCIAL_EMAIL_EXISTS: 'SOCIAL_EMAIL_EXISTS',
  TELEGRAM_AUTH_INVALID: 'TELEGRAM_AUTH_INVALID',
  /** A Telegram widget answer another account already used. */
  TELEGRAM_AUTH_USED: 'TELEGRAM_AUTH_USED',
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  LAST_SIGN_IN_METHOD: 'LAST_SIGN_IN_METHOD',
  /** A `qb_…` bearer that is unknown, revoked or expired. */
  API_KEY_INVALID: 'API_KEY_INVALID',
  /** An API key calling an endpoint keys may not call, or another brand's data. */
  API_KEY_NOT_ALLOWED: 'API_KEY_NOT_ALLOWED',
  /** A read key asking to change something. */
  API_KEY_READ_ONLY: 'API_KEY_READ_ONLY',
  API_KEY_NOT_FOUND: 'API_KEY_NOT_FOUND',
  API_KEY_LIMIT_REACHED: 'API_KEY_LIMIT_REACHED',
  WEBHOOK_NOT_FOUND: 'WEBHOOK_NOT_FOUND',
  WEBHOOK_LIMIT_REACHED: 'WEBHOOK_LIMIT_REACHED',
  /** A webhook URL that is not https/http or points at a private, loopback or link-local address. */
  WEBHOOK_URL_REFUSED: 'WEBHOOK_URL_REFUSED',
  BADGE_NOT_FOUND: 'BADGE_NOT_FOUND',
  SEASON_NOT_FOUND: 'SEASON_NOT_FOUND',
  /** A quest is in at most one season. */
  QUEST_IN_SEASON: 'QUEST_IN_SEASON',
  /** A season's window: it must end in the future to be created or published. */
  SEASON_ENDED: 'SEASON_ENDED',
  /** A season pool's payouts are read once its end-of-season payout ran. */
  SEASON_NOT_PAID: 'SEASON_NOT_PAID',
  /** Attaching a brand badge to a quest of a brand that has not defined one. */
  BRAND_BADGE_MISSING: 'BRAND_BADGE_MISSING',
  /** A brand badge showing the brand's logo or cover while the brand has none uploaded. */
  BADGE_IMAGE_MISSING: 'BADGE_IMAGE_MISSING',
  /** A wallet linked to another account (sign-in with a wallet). */
  WALLET_TAKEN: 'WALLET_TAKEN',
  WALLET_NOT_LINKED: 'WALLET_NOT_LINKED',
  /** Linking a wallet to an account that has a password needs it, or an e-mailed code. */
  WALLET_LINK_NEEDS_PASSWORD: 'WALLET_LINK_NEEDS_PASSWORD',
  /** Not a Sign-In with Ethereum message, or a signature that does not match its address. */
  SIWE_INVALID: 'SIWE_INVALID',
  /** A Sign-In with Ethereum message for another site. */
  SIWE_WRONG_DOMAIN: 'SIWE_WRONG_DOMAIN',
  /** A Sign-In with Ethereum message naming a chain this server does not use. */
  SIWE_WRONG_CHAIN: 'SIWE_WRONG_CHAIN',
  /** A Sign-In with Ethereum message past its expiry, or before its notBefore. */
  SIWE_EXPIRED: 'SIWE_EXPIRED',
  /** A nonce already used, unknown or expired: the message cannot be replayed. */
  SIWE_NONCE_USED: 'SIWE_NONCE_USED',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;
