import type { ConditionAction, Network } from '@questboard/contract/conditions';
import { DiscordVerifier } from './discord-verifier';
import { TelegramVerifier } from './telegram-verifier';
import { networkLabel, SOCIAL_ACTIONS, type SocialAction, type SocialVerifier } from './verifier';
import { XVerifier } from './x-verifier';

export interface VerifierSettings {
  /** API base URLs (the providers' own by default; the local fakes in tests). */
  apiBase: { TWITTER: string; DISCORD: string; TELEGRAM: string };
  telegramBotToken?: string;
  /** X's price for an app reading its own account, over its price per record (0.1 at X's prices). */
  xOwnerRate?: number;
  /** Whether people can connect accounts of this network here (its OAuth client is configured). */
  isConfigured(network: Network): boolean;
}

/** Networks whose APIs give apps no way to see a person's follows, likes, shares or comments. */
const NO_API: Partial<Record<Network, string>> = {
  FACEBOOK:
    'Facebook gives apps no way to check a person’s follows, likes, shares or comments: each participant’s proof goes to your review.',
  INSTAGRAM:
    'Instagram gives apps no way to check who follows, likes, shares or comments: each participant’s proof goes to your review.',
  TIKTOK:
    'TikTok gives apps no way to check who follows, likes, shares or comments: each participant’s proof goes to your review.',
};

export const isSocialAction = (action: string): action is SocialAction =>
  (SOCIAL_ACTIONS as readonly string[]).includes(action);

/** The verifier of each network that can be checked on this installation. */
export class Verifiers {
  private readonly byNetwork = new Map<Network, SocialVerifier>();

  constructor(private readonly settings: VerifierSettings) {
    const all: SocialVerifier[] = [
      new XVerifier(settings.apiBase.TWITTER, { ownerRate: settings.xOwnerRate }),
      new DiscordVerifier(settings.apiBase.DISCORD),
      ...(settings.telegramBotToken
        ? [new TelegramVerifier(settings.apiBase.TELEGRAM, settings.telegramBotToken)]
        : []),
    ];
    for (const verifier of all) this.byNetwork.set(verifier.network, verifier);
  }

  /** The verifier that answers this network × action now, or null (the condition goes to the owner's review). */
  for(network: Network, action: ConditionAction): SocialVerifier | null {
    const verifier = this.byNetwork.get(network);
    if (!verifier || !isSocialAction(action) || !verifier.actions.includes(action)) return null;
    return this.settings.isConfigured(network) ? verifier : null;
  }

  /** Who checks this condition, and for REVIEW social actions why, in words for the brand building the quest. */
  checkability(
    network: Network,
    action: ConditionAction,
  ): { checkedBy: 'PLATFORM' | 'REVIEW'; checkNote: string | null } {
    if (!isSocialAction(action)) return { checkedBy: 'PLATFORM', checkNote: null };
    if (this.for(network, action)) return { checkedBy: 'PLATFORM', checkNote: null };
    const noApi = NO_API[network];
    if (noApi) return { checkedBy: 'REVIEW', checkNote: noApi };
    return {
      checkedBy: 'REVIEW',
      checkNote: `${networkLabel(network)} checks are not set up on this Questboard: each participant’s proof goes to your review.`,
    };
  }
}
