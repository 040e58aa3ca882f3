import type { RuleStatus } from '@questboard/contract/eligibility';
import type { StoredRule } from './rule-reads';
import type { ViewerFacts } from './viewer-facts';

/** One rule read from what the platform stores against one person's facts: met or not, and the value seen. */
export function checkRule(rule: StoredRule, facts: ViewerFacts): RuleStatus {
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

const PROVE_WALLET = 'This quest needs a proven wallet address: prove one on your Wallet page ("Prove an address").';

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
      return PROVE_WALLET;
    case 'DISCORD_MEMBER_SINCE':
      if (seen === false) return 'This quest needs a connected Discord account: connect yours in your settings.';
      return seen === null
        ? `You are not a member of this Discord server; this quest needs ${rule.days} day(s) of membership.`
        : `You joined this Discord server ${seen} day(s) ago; this quest needs ${rule.days}.`;
    case 'WALLET_AGE':
      if (seen === false) return PROVE_WALLET;
      return seen === null
        ? `Your wallet has sent no transaction yet; this quest needs a first transaction at least ${rule.days} day(s) old.`
        : `Your wallet's first transaction is ${seen} day(s) old; this quest needs ${rule.days}.`;
    case 'WALLET_TX_COUNT':
      return seen === false
        ? PROVE_WALLET
        : `Your wallet has sent ${seen} transaction(s); this quest needs ${rule.count}.`;
    case 'WALLET_BALANCE':
      return seen === false
        ? PROVE_WALLET
        : `You hold ${seen} ${rule.symbol ?? ''}; this quest needs ${rule.amount}.`.replace(' ;', ';');
  }
}
