import type { EligibilityRule } from '@questboard/contract/eligibility';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userQuests } from '../../db/schema/participation';
import { socialAccounts } from '../../db/schema/social';
import type { UserRow } from '../../db/schema/users';

/** What the rules read of one person, gathered once per check. */
export interface ViewerFacts {
  emailVerified: boolean;
  accountDays: number;
  level: number;
  xp: number;
  completedQuests: number;
  networks: Set<string>;
  /** X followers counted when the account was connected; null when unknown or not connected. */
  xFollowers: number | null;
  /** Days since the connected X account was made at X; null when none is connected or X did not tell. */
  xAccountDays: number | null;
  walletProven: boolean;
}

/** Anyone's level and XP (the xp module's, handed in by the composition root). */
export interface Levels {
  levelOf(userId: string): Promise<{ xp: number; level: number }>;
}

const DAY_MS = 86_400_000;

const NO_LEVEL = { xp: 0, level: 0 };

const daysSince = (at: Date | null, now: Date) =>
  at === null ? null : Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));

/**
 * Reads the facts about `user` that the given rules ask, and no others: e-mail, account age and a proven wallet are
 * on the user row already, so a quest asking only those costs a claim no statement; level and XP, completed quests
 * and connected accounts are read only for the rules that need them (facts not asked keep a neutral value). An
 * e-mail is stored only once proven (activation or code), so a non-null e-mail is a verified one.
 */
export async function viewerFacts(
  db: Database,
  levels: Levels,
  user: UserRow,
  now: Date,
  rules: readonly Pick<EligibilityRule, 'kind'>[],
): Promise<ViewerFacts> {
  const asks = new Set(rules.map((r) => r.kind));
  const [xp, done, accounts] = await Promise.all([
    asks.has('MIN_LEVEL') || asks.has('MIN_XP') ? levels.levelOf(user.id) : NO_LEVEL,
    asks.has('COMPLETED_QUESTS')
      ? db
          .select({ n: count() })
          .from(userQuests)
          .where(and(eq(userQuests.userId, user.id), inArray(userQuests.status, ['COMPLETED', 'CLAIMED'])))
          .then(([row]) => Number(row?.n ?? 0))
      : 0,
    asks.has('CONNECTED_NETWORK') || asks.has('MIN_FOLLOWERS') || asks.has('X_ACCOUNT_AGE')
      ? db
          .select({
            network: socialAccounts.network,
            audience: socialAccounts.audience,
            createdAt: socialAccounts.providerCreatedAt,
          })
          .from(socialAccounts)
          .where(eq(socialAccounts.userId, user.id))
      : [],
  ]);
  return {
    emailVerified: Boolean(user.email),
    accountDays: Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS),
    level: xp.level,
    xp: xp.xp,
    completedQuests: done,
    networks: new Set(accounts.map((a) => a.network)),
    xFollowers: accounts.find((a) => a.network === 'TWITTER')?.audience ?? null,
    xAccountDays: daysSince(accounts.find((a) => a.network === 'TWITTER')?.createdAt ?? null, now),
    walletProven: Boolean(user.cryptoAddress && user.cryptoAddressProvenAt),
  };
}
