import { ERROR_CODES } from '@questboard/contract/errors';
import type { Asset } from '@questboard/contract/wallet';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type WithdrawalRow, withdrawals } from '../../db/schema/chain';
import { conflict } from '../../lib/app-error';

/**
 * The withdrawal a request key already made for the user, if any: a retry gets it back. The same key with another
 * amount or asset is not a retry, and answers 409 IDEMPOTENCY_KEY_REUSED.
 */
export async function earlierWithdrawal(
  db: Executor,
  userId: string,
  requestKey: string | undefined,
  wanted: { amount: bigint; asset: Asset },
): Promise<WithdrawalRow | undefined> {
  if (!requestKey) return undefined;
  const [earlier] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestKey, requestKey)));
  if (earlier && (earlier.amount !== wanted.amount || earlier.asset !== wanted.asset)) {
    throw conflict(
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      'This request key was already used for another withdrawal. Start a new withdrawal.',
    );
  }
  return earlier;
}
