import {
  RISK_SCORE_MAX,
  RISK_SIGNALS,
  type RiskReason,
  type RiskScore,
  type RiskSignal,
} from '@questboard/contract/risk';

/*
 * The explainable risk score of docs/eligibility.md (issue 41 item 3): a pure function of what was seen about one
 * participant in one quest. Each signal adds a documented weight; the score is their sum capped at 100, and every
 * signal that weighed is a reason carrying its weight, the value seen and the threshold it is measured against.
 * risk-score.test.ts holds the table below to its documented properties (bounded, monotone, explained).
 */

/** What was seen about one participant in one quest (risk-facts.ts reads it in one round trip). */
export interface RiskFacts {
  /** Whole days since the account was made. */
  accountDays: number;
  emailVerified: boolean;
  /** Connected social accounts plus a proven wallet address. */
  identities: number;
  /** Age in days of the youngest connected social account at its provider; null when no provider tells it. */
  socialDays: number | null;
  /** Other accounts made from the same sign-up address (its keyed digest); 0 when unknown. */
  sharedSignup: number;
  /** Seconds from start to completion in this quest (its latest period when it recurs); null until completed. */
  completionSeconds: number | null;
  /** Conditions and tasks of the quest (a human needs some seconds for each). */
  steps: number;
  /** Other participants of the quest who gave an identical free-text answer to one of the same tasks. */
  identicalAnswers: number;
  /**
   * Whole days since the proven wallet's first transaction on the main chain; null when it has sent none; undefined
   * when unknown (no proven wallet, or its history not read: the brand's list reads only what is already known).
   */
  walletDays?: number | null;
}

/** Seconds a person needs at least for one condition or task: opening it, reading it, acting on it. */
export const HUMAN_SECONDS_PER_STEP = 5;

/** The weight of each signal, in points (documented in docs/eligibility.md; change both together). */
export const RISK_WEIGHTS = {
  /** Account younger than 1 day / 7 days. */
  NEW_ACCOUNT: { underOneDay: 20, underOneWeek: 10 },
  NO_VERIFIED_EMAIL: 15,
  /** No identity at all / only one (social account or proven wallet). */
  FEW_IDENTITIES: { none: 15, one: 5 },
  /** Youngest known social account younger than 30 days at its provider. */
  NEW_SOCIAL_ACCOUNT: 10,
  /** Other accounts from the same sign-up address: 1-2 / 3-9 / 10 or more. */
  SHARED_SIGNUP_ADDRESS: { few: 10, several: 25, many: 40 },
  /** Completed faster than HUMAN_SECONDS_PER_STEP per step. */
  FAST_COMPLETION: 20,
  /** Identical free-text answers from 1-2 / 3 or more other participants. */
  IDENTICAL_ANSWERS: { few: 15, many: 30 },
  /** Proven wallet that has sent no transaction / whose first transaction is younger than 30 days. */
  WALLET_HISTORY: { none: 10, recent: 5 },
} as const;

const W = RISK_WEIGHTS;

/** One signal's weight and threshold for `facts` (weight 0: the signal did not weigh). */
function weigh(signal: RiskSignal, f: RiskFacts): Omit<RiskReason, 'signal'> {
  switch (signal) {
    case 'NEW_ACCOUNT':
      return {
        weight: f.accountDays < 1 ? W.NEW_ACCOUNT.underOneDay : f.accountDays < 7 ? W.NEW_ACCOUNT.underOneWeek : 0,
        seen: f.accountDays,
        threshold: 7,
      };
    case 'NO_VERIFIED_EMAIL':
      return { weight: f.emailVerified ? 0 : W.NO_VERIFIED_EMAIL, seen: f.emailVerified, threshold: null };
    case 'FEW_IDENTITIES':
      return {
        weight: f.identities === 0 ? W.FEW_IDENTITIES.none : f.identities === 1 ? W.FEW_IDENTITIES.one : 0,
        seen: f.identities,
        threshold: 2,
      };
    case 'NEW_SOCIAL_ACCOUNT':
      return {
        weight: f.socialDays !== null && f.socialDays < 30 ? W.NEW_SOCIAL_ACCOUNT : 0,
        seen: f.socialDays,
        threshold: 30,
      };
    case 'SHARED_SIGNUP_ADDRESS': {
      const n = f.sharedSignup;
      const s = W.SHARED_SIGNUP_ADDRESS;
      return { weight: n >= 10 ? s.many : n >= 3 ? s.several : n >= 1 ? s.few : 0, seen: n, threshold: 1 };
    }
    case 'FAST_COMPLETION': {
      const floor = f.steps * HUMAN_SECONDS_PER_STEP;
      const fast = f.completionSeconds !== null && f.completionSeconds < floor;
      return {
        weight: fast ? W.FAST_COMPLETION : 0,
        seen: f.completionSeconds === null ? null : Math.floor(f.completionSeconds),
        threshold: floor,
      };
    }
    case 'IDENTICAL_ANSWERS': {
      const n = f.identicalAnswers;
      return {
        weight: n >= 3 ? W.IDENTICAL_ANSWERS.many : n >= 1 ? W.IDENTICAL_ANSWERS.few : 0,
        seen: n,
        threshold: 1,
      };
    }
    case 'WALLET_HISTORY': {
      const d = f.walletDays;
      const weight = d === undefined ? 0 : d === null ? W.WALLET_HISTORY.none : d < 30 ? W.WALLET_HISTORY.recent : 0;
      return { weight, seen: d ?? null, threshold: 30 };
    }
  }
}

/** The score (0-100) and the reasons that make it, heaviest first. */
export function riskScore(facts: RiskFacts): RiskScore {
  const reasons = RISK_SIGNALS.map((signal) => ({ signal, ...weigh(signal, facts) }))
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const sum = reasons.reduce((total, r) => total + r.weight, 0);
  return { score: Math.min(RISK_SCORE_MAX, sum), reasons };
}

/** Whether a score is refused by a quest's maximum (null: no maximum). */
export const aboveMax = (score: number, maxScore: number | null): boolean => maxScore !== null && score > maxScore;

/** The English sentence for one reason: what was seen, its weight, and what would lower it. */
export function riskSentence({ signal, weight, seen, threshold }: RiskReason): string {
  switch (signal) {
    case 'NEW_ACCOUNT':
      return `Your account is ${seen} day(s) old (+${weight}); it weighs less from 1 day and nothing from ${threshold} days.`;
    case 'NO_VERIFIED_EMAIL':
      return `Your account has no verified e-mail (+${weight}); add one in your settings.`;
    case 'FEW_IDENTITIES':
      return `You have ${seen} connected account(s) or proven wallet (+${weight}); connect a network or prove a wallet.`;
    case 'NEW_SOCIAL_ACCOUNT':
      return `Your youngest social account is ${seen} day(s) old (+${weight}); it weighs nothing from ${threshold} days.`;
    case 'SHARED_SIGNUP_ADDRESS':
      return `${seen} other account(s) signed up from the same address as yours (+${weight}); appeal to the brand if you share a network.`;
    case 'FAST_COMPLETION':
      return `You completed this quest in ${seen} second(s), faster than a person can (${threshold} s) (+${weight}).`;
    case 'IDENTICAL_ANSWERS':
      return `${seen} other participant(s) gave exactly your answer (+${weight}); answer in your own words.`;
    case 'WALLET_HISTORY':
      return seen === null
        ? `Your proven wallet has sent no transaction yet (+${weight}); it weighs less once it has a history.`
        : `Your proven wallet's first transaction is ${seen} day(s) old (+${weight}); it weighs nothing from ${threshold} days.`;
  }
}
