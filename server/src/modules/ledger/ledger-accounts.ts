import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { ledgerAccounts } from '../../db/schema/ledger';

export type AccountKind =
  | 'TREASURY'
  | 'PLATFORM_FEE'
  | 'USER'
  | 'QUEST_ESCROW'
  | 'WITHDRAWALS_IN_FLIGHT'
  | 'STAKING_POOL'
  | 'STAKING_REWARDS'
  | 'SEASON_ESCROW';
export type Currency = 'TOKEN' | 'NATIVE';
export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** Names one account: system accounts by kind, user accounts by user, escrow by quest. */
export interface AccountRef {
  kind: AccountKind;
  currency?: Currency;
  userId?: string;
  questId?: string;
  seasonId?: string;
}

export const treasury = (currency: Currency = 'TOKEN'): AccountRef => ({ kind: 'TREASURY', currency });
export const platformFee = (): AccountRef => ({ kind: 'PLATFORM_FEE' });
export const userAccount = (userId: string, currency: Currency = 'TOKEN'): AccountRef => ({
  kind: 'USER',
  userId,
  currency,
});
export const questEscrow = (questId: string): AccountRef => ({ kind: 'QUEST_ESCROW', questId });
/** A season's prize pool, from its publishing to its payout. */
export const seasonEscrow = (seasonId: string): AccountRef => ({ kind: 'SEASON_ESCROW', seasonId });
/** The staking pool's tokens (R) and the rewards account its emission draws from. */
export const stakingPoolAccount = (): AccountRef => ({ kind: 'STAKING_POOL' });
export const stakingRewardsAccount = (): AccountRef => ({ kind: 'STAKING_REWARDS' });

function where(ref: AccountRef) {
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, ref.currency ?? 'TOKEN'),
    ref.userId ? eq(ledgerAccounts.userId, ref.userId) : isNull(ledgerAccounts.userId),
    ref.questId ? eq(ledgerAccounts.questId, ref.questId) : isNull(ledgerAccounts.questId),
    ref.seasonId ? eq(ledgerAccounts.seasonId, ref.seasonId) : isNull(ledgerAccounts.seasonId),
  );
}

/** The account, if it exists yet (an account with no transfers may not). */
export async function findAccount(db: Executor, ref: AccountRef): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(where(ref)).limit(1);
  return row;
}

/** The account, created on first use. Only the treasury may go below zero. */
export async function ensureAccount(db: Executor, ref: AccountRef): Promise<AccountRow> {
  const existing = await findAccount(db, ref);
  if (existing) return existing;
  await db
    .insert(ledgerAccounts)
    .values({
      kind: ref.kind,
      currency: ref.currency ?? 'TOKEN',
      userId: ref.userId ?? null,
      questId: ref.questId ?? null,
      seasonId: ref.seasonId ?? null,
      allowNegative: ref.kind === 'TREASURY',
    })
    .onConflictDoNothing();
  const created = await findAccount(db, ref);
  if (!created) throw new Error(`ledger account ${ref.kind} could not be created`);
  return created;
}

/** Current balance in base units; 0 for an account that does not exist yet. */
export async function balanceOf(db: Executor, ref: AccountRef): Promise<bigint> {
  return (await findAccount(db, ref))?.balance ?? 0n;
}

/** The escrow balance of each of these quests that has an escrow account (a quest never funded has none). */
export async function questEscrowBalances(db: Executor, questIds: string[]): Promise<Map<string, bigint>> {
  if (questIds.length === 0) return new Map();
  const rows = await db
    .select({ questId: ledgerAccounts.questId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'QUEST_ESCROW'),
        eq(ledgerAccounts.currency, 'TOKEN'),
        inArray(ledgerAccounts.questId, questIds),
      ),
    );
  return new Map(rows.map((row) => [row.questId ?? '', row.balance]));
}

/** Locks the account's row for the rest of the transaction and answers its balance (0 when it does not exist). */
export async function lockedBalanceOf(tx: Executor, ref: AccountRef): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(where(ref))
    .for('update');
  return row?.balance ?? 0n;
}
