import type { Asset } from '@questboard/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ChainDepositRow, chainDeposits } from '../../db/schema/chain';
import { DomainEvents } from '../../events/domain-event-bus';
import { inTransaction, transfer, treasury, userAccount } from '../ledger/ledger.module';

/**
 * Moves a deposit out of `from` (PENDING, or UNMATCHED for the operator) in one transaction: CREDITED to `owner`
 * with its ledger transfer (key per chain, tx hash and log index, so once), or UNMATCHED when there is no owner.
 * A credit records 'deposit.credited' in its transaction. Answers true when it credited.
 */
export async function creditDeposit(
  db: Database,
  row: ChainDepositRow,
  owner: string | null,
  from: 'PENDING' | 'UNMATCHED',
  events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
): Promise<boolean> {
  const credited = await inTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(chainDeposits)
      .set(owner ? { status: 'CREDITED', userId: owner, creditedAt: new Date() } : { status: 'UNMATCHED' })
      .where(and(eq(chainDeposits.id, row.id), eq(chainDeposits.status, from)))
      .returning();
    if (!moved || !owner) return null;
    const asset = row.asset as Asset;
    await transfer(tx, {
      key: `deposit:${row.chainId}:${row.txHash}:${row.logIndex}`,
      from: treasury(asset),
      to: userAccount(owner, asset),
      amount: row.amount,
      reason: 'CHAIN_DEPOSIT',
      memo: row.txHash,
    });
    return events.record(tx, 'deposit.credited', {
      depositId: row.id,
      userId: owner,
      chainId: row.chainId,
      txHash: row.txHash,
      logIndex: row.logIndex,
      asset: row.asset,
      amount: row.amount,
    });
  });
  if (!credited) return false;
  await credited();
  return true;
}

/** The operator gives an UNMATCHED deposit to a user; false when it is not (or no longer) unmatched. */
export async function assignDeposit(
  db: Database,
  depositId: string,
  userId: string,
  events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
): Promise<boolean> {
  const [row] = await db.select().from(chainDeposits).where(eq(chainDeposits.id, depositId));
  if (row?.status !== 'UNMATCHED') return false;
  return creditDeposit(db, row, userId, 'UNMATCHED', events);
}
