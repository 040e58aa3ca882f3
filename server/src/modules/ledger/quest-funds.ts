import type { Tx } from '../../db/executor';
import { transfer } from './ledger';
import { lockedBalanceOf, platformFee, questEscrow, userAccount } from './ledger-accounts';

/**
 * The money movements of a quest's life. Each runs inside the caller's transaction, so the quest's status
 * change and its transfers commit together or not at all; each transfer has a key that makes a retry harmless.
 */

export interface FundingInput {
  questId: string;
  ownerId: string;
  amount: bigint;
  fee: bigint;
  /** Distinguishes one funding (publish, or one top-up request) from another. */
  key: string;
}

/** Owner → escrow (`amount`) and owner → platform fee (`fee`); an owner who cannot cover both pays neither. */
export async function fundQuestEscrow(tx: Tx, input: FundingInput, reason: 'PUBLISH' | 'DEPOSIT') {
  const owner = userAccount(input.ownerId);
  const funded = await transfer(tx, {
    key: `${input.key}:escrow`,
    from: owner,
    to: questEscrow(input.questId),
    amount: input.amount,
    reason,
    questId: input.questId,
  });
  if (input.fee > 0n) {
    await transfer(tx, {
      key: `${input.key}:fee`,
      from: owner,
      to: platformFee(),
      amount: input.fee,
      reason: 'FEE',
      questId: input.questId,
    });
  }
  return funded;
}

// Claims pay many participants per statement: see reward-payouts.ts and participation/claims.repository.ts.

/** Everything left in escrow → the owner; answers the amount returned (0 when the escrow is empty). */
export async function reclaimQuestEscrow(tx: Tx, input: { questId: string; ownerId: string }): Promise<bigint> {
  // Locked first: a claim committing between this read and the transfer would otherwise leave less than read.
  const remaining = await lockedBalanceOf(tx, questEscrow(input.questId));
  if (remaining === 0n) return 0n;
  await transfer(tx, {
    key: `reclaim:${input.questId}`,
    from: questEscrow(input.questId),
    to: userAccount(input.ownerId),
    amount: remaining,
    reason: 'RECLAIM',
    questId: input.questId,
  });
  return remaining;
}
