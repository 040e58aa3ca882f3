import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { socialAccounts } from '../../db/schema/social';
import type { UserRow } from '../../db/schema/users';
import { walletLogins } from '../../db/schema/wallet-logins';

/** How many ways the user has to sign in: a password, each connected social account, each linked wallet. */
export async function signInWaysOf(db: Executor, user: Pick<UserRow, 'id' | 'passwordHash'>): Promise<number> {
  const [[socials], [wallets]] = await Promise.all([
    db.select({ n: count() }).from(socialAccounts).where(eq(socialAccounts.userId, user.id)),
    db.select({ n: count() }).from(walletLogins).where(eq(walletLogins.userId, user.id)),
  ]);
  return (user.passwordHash ? 1 : 0) + (socials?.n ?? 0) + (wallets?.n ?? 0);
}
