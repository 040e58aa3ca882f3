import type { ConditionAction, Network } from '@questboard/contract/conditions';

/** The social actions a provider may be asked about. */
export type SocialAction = Extract<ConditionAction, 'FOLLOW' | 'LIKE' | 'REPOST' | 'COMMENT' | 'JOIN'>;
export const SOCIAL_ACTIONS: readonly SocialAction[] = ['FOLLOW', 'LIKE', 'REPOST', 'COMMENT', 'JOIN'];

/** The participant's linked account on the condition's network (social-tokens.ts `forUser`). */
export interface LinkedAccount {
  providerUserId: string;
  username: string;
  accessToken: string;
}

/** What one condition points at, as the brand entered it. */
export interface CheckTarget {
  network: Network;
  action: SocialAction;
  url?: string;
  handle?: string;
}

/**
 * What a provider said. Every non-VERIFIED outcome carries the sentence the participant reads: what was checked
 * and what to do next.
 */
export type CheckOutcome =
  | { result: 'VERIFIED' }
  /** Checked, and the action is not there (yet). */
  | { result: 'NOT_FOUND'; message: string }
  /** No linked account on this network, or the provider no longer accepts its token. */
  | { result: 'NOT_CONNECTED'; message: string }
  /** The condition's link or handle names nothing this provider can check: the brand's owner reviews it. */
  | { result: 'UNCHECKABLE'; message: string }
  /** The provider held the check back: try again at `retryAt` (rate limit or outage). */
  | { result: 'HELD'; retryAt: Date; reason: 'RATE_LIMIT' | 'UNAVAILABLE' };

export interface CheckInput {
  target: CheckTarget;
  account: LinkedAccount | null;
  /** Counts the provider calls the check makes and the records they read, and whose credentials paid (the quest's meter). */
  usage?: { read(records: number, payer?: 'PLATFORM' | 'BRAND'): void };
  /** The quest's brand's own X app, when it set one and proved its X account: reads of that account use it. */
  brandApp?: { bearer: string; accountId: string } | null;
}

/** One network's checks: which actions it can answer and how. */
export interface SocialVerifier {
  readonly network: Network;
  readonly actions: readonly SocialAction[];
  /** The scopes (or token) the check needs, for docs and the builder. */
  readonly needs: string;
  /** Key of the quota a check of this participant spends (a user token's own quota, or the app's). */
  quotaKey(input: CheckInput): string;
  check(input: CheckInput): Promise<CheckOutcome>;
}

/** The name a participant knows each network by. */
export const NETWORK_LABELS: Partial<Record<Network, string>> = {
  TWITTER: 'X',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
};
export const networkLabel = (network: Network) => NETWORK_LABELS[network] ?? network;
