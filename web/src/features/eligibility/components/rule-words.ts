import type { EligibilityRule, RuleStatus } from '@questboard/contract/eligibility';
import type { TFunction } from 'i18next';

const NETWORK_NAMES: Record<string, string> = {
  TWITTER: 'X',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
};

/**
 * The rule's one number (days, level, XP, quests, followers, X account days, transactions), or its network's name,
 * or for a balance its amount and unit (the chain's name is the quest page's to add).
 */
function amountOf(rule: EligibilityRule): {
  count?: number;
  network?: string;
  amount?: string;
  symbol?: string;
  guild?: string;
} {
  switch (rule.kind) {
    case 'MIN_LEVEL':
      return { count: rule.level };
    case 'MIN_XP':
      return { count: rule.xp };
    case 'ACCOUNT_AGE':
      return { count: rule.days };
    case 'COMPLETED_QUESTS':
      return { count: rule.count };
    case 'MIN_FOLLOWERS':
      return { count: rule.followers };
    case 'X_ACCOUNT_AGE':
      return { count: rule.days };
    case 'CONNECTED_NETWORK':
      return { network: NETWORK_NAMES[rule.network] ?? rule.network };
    case 'DISCORD_MEMBER_SINCE':
      return { count: rule.days, guild: rule.guildId };
    case 'WALLET_AGE':
      return { count: rule.days };
    case 'WALLET_TX_COUNT':
      return { count: rule.count };
    case 'WALLET_BALANCE':
      return { amount: rule.amount, symbol: rule.symbol ?? '' };
    default:
      return {};
  }
}

/** Rules read at Discord or on a chain: their status words say what was read there. */
const EXTERNAL = new Set(['DISCORD_MEMBER_SINCE', 'WALLET_AGE', 'WALLET_TX_COUNT', 'WALLET_BALANCE']);

/** Whether the viewer misses the rule for want of a proven wallet (the quest page links the Wallet page). */
export const needsProvenWallet = ({ rule, met, seen }: RuleStatus): boolean =>
  met === false && (rule.kind === 'PROVEN_WALLET' || (rule.kind.startsWith('WALLET_') && seen === false));

/** What the rule asks, in words: "Account at least 30 days old". */
export const ruleNeeds = (t: TFunction, rule: EligibilityRule, chainName?: (chainId: number) => string): string =>
  t(`eligibility.needs.${rule.kind}`, {
    ...amountOf(rule),
    ...('chainId' in rule ? { chain: chainName?.(rule.chainId) ?? `#${rule.chainId}` } : {}),
  });

/**
 * The viewer's own status on a rule, with what was seen: "Your account is 3 days old; this quest needs 30." A met
 * rule says what was seen only ("Your account is 45 days old.").
 */
export function ruleYours(t: TFunction, status: RuleStatus): string {
  const { rule, met, seen } = status;
  const needed = amountOf(rule);
  if (EXTERNAL.has(rule.kind)) {
    // false: no Discord account connected / no wallet proven; null: not a member / no transaction yet.
    const state = seen === false ? 'no' : seen === null ? 'none' : met ? 'met' : 'unmet';
    const plural = (state === 'met' || state === 'unmet') && typeof seen === 'number' ? { count: seen } : {};
    const { count: days, ...words } = needed;
    return t(`eligibility.yours.${rule.kind}_${state}`, { ...words, seen, needed: days, ...plural });
  }
  if (typeof seen === 'boolean' || seen === null) {
    const untold = (rule.kind === 'MIN_FOLLOWERS' || rule.kind === 'X_ACCOUNT_AGE') && seen === null;
    const known = untold ? 'unknown' : met ? 'yes' : 'no';
    return t(`eligibility.yours.${rule.kind}_${known}`, { network: needed.network, needed: needed.count });
  }
  return t(`eligibility.yours.${rule.kind}_${met ? 'met' : 'unmet'}`, { seen, needed: needed.count, count: seen });
}
