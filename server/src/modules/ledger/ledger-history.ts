import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';

export interface HistoryRow {
  id: string;
  accountId: string;
  currency: string;
  direction: 'IN' | 'OUT';
  amount: bigint;
  reason: string;
  memo: string | null;
  questId: string | null;
  createdAt: Date;
}

/** Transfers touching any account of the user, newest first, with the side the user was on. */
export async function userHistory(
  db: Executor,
  userId: string,
  page: { offset: number; limit: number },
  reason?: string,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const accounts = await db
    .select({ id: ledgerAccounts.id, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'USER'), eq(ledgerAccounts.userId, userId)));
  if (accounts.length === 0) return { rows: [], total: 0 };
  const touching = or(
    ...accounts.flatMap((a) => [eq(ledgerTransfers.debitAccountId, a.id), eq(ledgerTransfers.creditAccountId, a.id)]),
  );
  const condition = reason ? and(touching, eq(ledgerTransfers.reason, reason)) : touching;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(condition)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(ledgerTransfers).where(condition),
  ]);
  const currencyOf = new Map(accounts.map((a) => [a.id, a.currency]));
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map((row) => {
      const incoming = currencyOf.has(row.creditAccountId);
      const accountId = incoming ? row.creditAccountId : row.debitAccountId;
      return {
        id: row.id,
        accountId,
        currency: currencyOf.get(accountId) ?? 'TOKEN',
        direction: incoming ? 'IN' : 'OUT',
        amount: row.amount,
        reason: row.reason,
        memo: row.memo,
        questId: row.questId,
        createdAt: row.createdAt,
      };
    }),
  };
}
