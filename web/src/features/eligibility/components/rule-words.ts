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

/** The rule's one number (days, level, XP, quests, followers, X account days), or its network's name. */
function amountOf(rule: EligibilityRule): { count?: number; network?: string } {
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
    default:
      return {};
  }
}

/** What the rule asks, in words: "Account at least 30 days old". */
export const ruleNeeds = (t: TFunction, rule: EligibilityRule): string =>
  t(`eligibility.needs.${rule.kind}`, amountOf(rule));

/**
 * The viewer's own status on a rule, with what was seen: "Your account is 3 days old; this quest needs 30." A met
 * rule says what was seen only ("Your account is 45 days old.").
 */
export function ruleYours(t: TFunction, status: RuleStatus): string {
  const { rule, met, seen } = status;
  const needed = amountOf(rule);
  if (typeof seen === 'boolean' || seen === null) {
    const untold = (rule.kind === 'MIN_FOLLOWERS' || rule.kind === 'X_ACCOUNT_AGE') && seen === null;
    const known = untold ? 'unknown' : met ? 'yes' : 'no';
    return t(`eligibility.yours.${rule.kind}_${known}`, { network: needed.network, needed: needed.count });
  }
  return t(`eligibility.yours.${rule.kind}_${met ? 'met' : 'unmet'}`, { seen, needed: needed.count, count: seen });
}
