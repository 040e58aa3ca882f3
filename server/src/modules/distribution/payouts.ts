import type { Tx } from '../../db/executor';
import { lockedBalanceOf, lockUserAccounts, payMany, questEscrow, reclaimQuestEscrow } from '../ledger/ledger.module';
import { recordPayouts } from './distribution.repository';

export interface Award {
  userId: string;
  /** 1-based: order drawn, rank, or list position for an equal split. */
  place: number;
  amount: bigint;
}

export interface Settled {
  pool: bigint;
  paid: bigint;
  returned: bigint;
  /** The awards that moved money now. */
  winners: Award[];
}

/** The pool a settlement divides: the escrow, locked, after the payees' accounts (the order claims lock them in). */
export async function lockPool(tx: Tx, questId: string, userIds: string[]) {
  const accounts = await lockUserAccounts(tx, userIds);
  const pool = await lockedBalanceOf(tx, questEscrow(questId));
  return { pool, accountOf: new Map(accounts.map((a) => [a.userId ?? '', a.id])) };
}

/**
 * Pays the awards from the quest's escrow through `ledger.payMany` (one statement per distinct amount), each under
 * the key `<keyPrefix>:<userId>` so no one is paid twice, records them on the list, and sends what is left in the
 * escrow back to the brand's owner. Answers the pool, what was paid and what went back.
 */
export async function payAwards(
  tx: Tx,
  input: {
    questId: string;
    ownerId: string;
    keyPrefix: string;
    awards: Award[];
    pool: bigint;
    accountOf: Map<string, string>;
  },
): Promise<Settled> {
  const byAmount = new Map<bigint, Award[]>();
  for (const award of input.awards) {
    if (award.amount <= 0n) continue;
    const group = byAmount.get(award.amount);
    if (group) group.push(award);
    else byAmount.set(award.amount, [award]);
  }
  let paid = 0n;
  const recorded: Award[] = [];
  for (const [amount, group] of byAmount) {
    const payees = group.map((a) => ({ userId: a.userId, accountId: input.accountOf.get(a.userId) ?? '' }));
    const done = await payMany(tx, {
      questId: input.questId,
      amount,
      reason: 'CLAIM',
      keyPrefix: input.keyPrefix,
      payees,
    });
    for (const award of group) {
      if (!done.has(award.userId)) continue;
      paid += amount;
      recorded.push(award);
    }
  }
  await recordPayouts(tx, input.questId, recorded);
  const returned = await reclaimQuestEscrow(tx, { questId: input.questId, ownerId: input.ownerId });
  return { pool: input.pool, paid, returned, winners: recorded };
}
