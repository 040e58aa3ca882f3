import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { inTransaction, type TransferResult, transfer } from './ledger';
import { balanceOf, type Currency, treasury, userAccount } from './ledger-accounts';

/** Credits a user from the treasury: how deposits arrive until on-chain deposits exist. */
export async function creditUser(
  db: Database,
  input: { userId: string; amount: bigint; reason: string; currency?: Currency; key?: string },
): Promise<TransferResult & { balance: bigint }> {
  const currency = input.currency ?? 'TOKEN';
  return inTransaction(db, async (tx) => {
    const result = await transfer(tx, {
      key: input.key ?? `credit:${randomUUID()}`,
      from: treasury(currency),
      to: userAccount(input.userId, currency),
      amount: input.amount,
      reason: 'CREDIT',
      memo: input.reason,
    });
    return { ...result, balance: await balanceOf(tx, userAccount(input.userId, currency)) };
  });
}
