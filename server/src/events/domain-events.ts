import type { ConditionRef } from '../i18n/notification-messages';

/*
 * What happened in one module that another module reacts to. A module that publishes names its payload here, so a
 * subscriber depends on this file, never on the publishing module.
 */

/** A participant's reward paid (by a claim, or by an approval that completed their quest). */
export interface RewardPaid {
  userId: string;
  /** The participation whose reward it is (what the XP of a completed quest is counted against, once). */
  participationId: string;
  questId: string;
  questTitle: string | null;
  questSlug: string;
  amount: bigint;
  /** What the quest pays this person's referrer with this reward (base units; 0n when it offers no bonus). */
  referralBonus: bigint;
}

/** A quest's referral bonus paid to whoever brought one of its participants, with that participant's reward. */
export interface ReferralBonusPaid {
  referrerId: string;
  referredId: string;
  questId: string;
  questTitle: string | null;
  questSlug: string;
  amount: bigint;
}

/** One participant's submissions of one kind, decided together (one notice, however many there were). */
export interface ReviewDecided {
  userId: string;
  questId: string;
  questTitle: string | null;
  questSlug: string;
  approved: boolean;
  kind: 'CONDITION' | 'TASK';
}

/** Work that started waiting for the brand owner's review. */
export interface SubmissionWaiting {
  questId: string;
  ownerId: string;
  /** What was submitted: a task (its title) or a condition (named in the reader's language). */
  what: { task: string } | { condition: ConditionRef };
}
