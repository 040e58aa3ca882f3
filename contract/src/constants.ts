/** Limits and fixed values (docs/domain.md, Limits), shared by server and web. */
export const UPLOAD_MAX_BYTES = 5_000_000;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const UPLOAD_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** The token's one name, shown after every amount (the development chain's token carries it too). */
export const TOKEN_SYMBOL = 'QDT';
export const TOKEN_NAME = 'Questboard Dev Token';

export const ADDRESS_SHORTEN = { head: 6, tail: 4 } as const;

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
/**
 * Quest lists count up to this many matches exactly; past it the total is an estimate rounded to three significant
 * digits (`totalEstimated: true`), as counting millions of matches exactly is too dear.
 */
export const EXACT_TOTAL_MAX = 1000;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export const AUTO_SAVE_DEBOUNCE_MS = 2000;
export const COPY_FEEDBACK_MS = 1500;
export const SCROLL_IDLE_MS = 200;
export const LOAD_MORE_INTERVAL_MS = 100;
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const PROGRESS_BAR = { height: 5, durationMs: 3000, throttleMs: 400 } as const;
export const SOCKET_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
export const MANIFEST_POLL_MS = 3_600_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const LOCALE_COOKIE_DAYS = 365;

export const USER_TYPES = ['INFLUENCER', 'BUSINESS', 'AMBASSADOR'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ROLES = ['GUEST', ...USER_TYPES] as const;
export type Role = (typeof ROLES)[number];

export const SOCIAL_NETWORKS = ['TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK'] as const;

/** Where XP comes from: every row of a person's XP ledger names one. */
export const XP_SOURCES = ['QUEST', 'CONDITION', 'TASK', 'STREAK', 'REFERRAL', 'CORRECTION'] as const;
export type XpSource = (typeof XP_SOURCES)[number];
/** XP a person earns when a quest's reward is paid to them (its claim, or the approval that completed it). */
export const XP_PER_QUEST = 100;
/** XP a referrer earns once per person they brought, when that person has activated and had a first quest paid. */
export const XP_PER_REFERRAL = 50;
/**
 * How often a quest repeats (set by the brand while it is a draft): ONCE is a single participation; DAILY, WEEKLY and
 * MONTHLY make each period a new participation with its own claim. Periods are UTC: a day from 00:00 UTC, a week from
 * Monday 00:00 UTC, a month from the 1st 00:00 UTC (docs/streaks.md).
 */
export const QUEST_RECURRENCES = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type QuestRecurrence = (typeof QUEST_RECURRENCES)[number];
/** Streaks (docs/streaks.md): missed days repaired automatically per calendar month, and the milestones that earn XP. */
export const STREAK_RULES = {
  repairsPerMonth: 2,
  /** Current-streak lengths (days) that earn XP, once per streak each. */
  milestones: [3, 7, 30, 100] as readonly number[],
  xpPerMilestoneDay: 10,
} as const;
/** The level curve's step (levels.ts): level L+1 needs LEVEL_XP_STEP × L more XP than level L. */
export const LEVEL_XP_STEP = 100;
