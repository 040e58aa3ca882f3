import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgErrorCode, type Tx } from '../../db/executor';
import { type LedgerTransferRow, ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger';
import { conflict } from '../../lib/app-error';
import { type AccountRef, type AccountRow, ensureAccount } from './ledger-accounts';

export type TransferReason =
  | 'CREDIT'
  | 'PUBLISH'
  | 'FEE'
  | 'DEPOSIT'
  | 'CLAIM'
  | 'RECLAIM'
  | 'WITHDRAW'
  | 'REFUND'
  | 'STAKE'
  | 'UNSTAKE'
  | 'STAKING_FEE'
  | 'STAKING_REWARD'
  | 'STAKING_FUND'
  | 'CHAIN_DEPOSIT'
  | 'SEASON_FUND'
  | 'SEASON_PRIZE'
  | 'SEASON_RETURN'
  | 'REFERRAL_BONUS';

export interface TransferInput {
  /** The same key never moves money twice; a retry with it answers the first transfer. */
  key: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  reason: TransferReason;
  questId?: string;
  memo?: string;
}

export interface TransferResult {
  transfer: LedgerTransferRow;
  replayed: boolean;
}

/** Thrown inside a transaction when the paying account cannot cover the amount; the transaction rolls back. */
export class InsufficientFunds extends Error {
  constructor(readonly account: AccountRow) {
    super(`account ${account.kind} cannot cover the transfer`);
  }
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `work` in one transaction, again (up to 5 times) when PostgreSQL aborts it for a deadlock or serialization. */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/**
 * Moves `amount` between two accounts inside the caller's transaction: one transfer row and both balances,
 * or nothing. Balances are locked in account-id order so concurrent transfers cannot deadlock each other.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<TransferResult> {
  if (input.amount <= 0n) throw new RangeError('a transfer moves a positive amount');
  const from = await ensureAccount(tx, input.from);
  const to = await ensureAccount(tx, input.to);
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      idempotencyKey: input.key,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amount: input.amount,
      reason: input.reason,
      questId: input.questId ?? null,
      memo: input.memo ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  if (!inserted) return { transfer: await sameTransferOrConflict(tx, input, from.id, to.id), replayed: true };

  const debit = async () => {
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - ${input.amount}` })
      .where(
        and(
          eq(ledgerAccounts.id, from.id),
          or(eq(ledgerAccounts.allowNegative, true), gte(ledgerAccounts.balance, input.amount)),
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (!row) throw new InsufficientFunds(from);
  };
  const credit = () =>
    tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${input.amount}` })
      .where(eq(ledgerAccounts.id, to.id));
  if (from.id < to.id) {
    await debit();
    await credit();
  } else {
    await credit();
    await debit();
  }
  return { transfer: inserted, replayed: false };
}

async function sameTransferOrConflict(tx: Tx, input: TransferInput, fromId: string, toId: string) {
  const [existing] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, input.key))
    .limit(1);
  const same =
    existing?.debitAccountId === fromId && existing.creditAccountId === toId && existing.amount === input.amount;
  if (!existing || !same) {
    throw conflict(ERROR_CODES.IDEMPOTENCY_KEY_REUSED, 'This idempotency key was already used for another request.');
  }
  return existing;
}
