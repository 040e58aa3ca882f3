import type { EligibilityRule, RuleStatus } from '@questboard/contract/eligibility';
import type { ViewerFacts } from './viewer-facts';

/** One rule against one person's facts: met or not, and the value seen for them. */
export function checkRule(rule: EligibilityRule, facts: ViewerFacts): RuleStatus {
  const atLeast = (seen: number | null, needed: number) => ({ rule, met: seen !== null && seen >= needed, seen });
  const yes = (seen: boolean) => ({ rule, met: seen, seen });
  switch (rule.kind) {
    case 'VERIFIED_EMAIL':
      return yes(facts.emailVerified);
    case 'MIN_LEVEL':
      return atLeast(facts.level, rule.level);
    case 'MIN_XP':
      return atLeast(facts.xp, rule.xp);
    case 'ACCOUNT_AGE':
      return atLeast(facts.accountDays, rule.days);
    case 'COMPLETED_QUESTS':
      return atLeast(facts.completedQuests, rule.count);
    case 'CONNECTED_NETWORK':
      return yes(facts.networks.has(rule.network));
    case 'MIN_FOLLOWERS':
      return atLeast(facts.xFollowers, rule.followers);
    case 'X_ACCOUNT_AGE':
      return atLeast(facts.xAccountDays, rule.days);
    case 'PROVEN_WALLET':
      return yes(facts.walletProven);
  }
}

const NETWORK_NAMES: Record<string, string> = {
  TWITTER: 'X',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  DISCORD: 'Discord',
  TELEGRAM: 'Telegram',
};

/** The English sentence for an unmet rule, with what was seen (the web words it in the reader's language). */
export function unmetMessage({ rule, seen }: RuleStatus): string {
  switch (rule.kind) {
    case 'VERIFIED_EMAIL':
      return 'This quest needs a verified e-mail address; your account has none.';
    case 'MIN_LEVEL':
      return `You are level ${seen}; this quest needs level ${rule.level}.`;
    case 'MIN_XP':
      return `You have ${seen} XP; this quest needs ${rule.xp}.`;
    case 'ACCOUNT_AGE':
      return `Your account is ${seen} day(s) old; this quest needs ${rule.days}.`;
    case 'COMPLETED_QUESTS':
      return `You have completed ${seen} quest(s); this quest needs ${rule.count}.`;
    case 'CONNECTED_NETWORK':
      return `This quest needs a connected ${NETWORK_NAMES[rule.network]} account.`;
    case 'MIN_FOLLOWERS':
      return seen === null
        ? `This quest needs an X account with ${rule.followers} followers; connect one.`
        : `Your X account has ${seen} followers; this quest needs ${rule.followers}.`;
    case 'X_ACCOUNT_AGE':
      return seen === null
        ? `This quest needs an X account at least ${rule.days} day(s) old; connect yours (again, if X did not tell its age).`
        : `Your X account is ${seen} day(s) old; this quest needs ${rule.days}.`;
    case 'PROVEN_WALLET':
      return 'This quest needs a proven wallet address (Wallet page, "Prove an address").';
  }
}
