import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { chainState } from '../../db/schema/chain';

/** Named values of the chain workers (last scanned block, next nonce, the pause switch). */
export async function readState(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: chainState.value }).from(chainState).where(eq(chainState.key, key)).limit(1);
  return row?.value;
}

/** Writes the value, creating the key on first use. */
export async function writeState(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(chainState)
    .values({ key, value })
    .onConflictDoUpdate({ target: chainState.key, set: { value, updatedAt: sql`now()` } });
}

/** Locks the key's row for the rest of the transaction (creating it with `initial`) and answers its value. */
export async function lockState(tx: Executor, key: string, initial: () => Promise<string>): Promise<string> {
  const [row] = await tx.select().from(chainState).where(eq(chainState.key, key)).for('update');
  if (row) return row.value;
  await tx
    .insert(chainState)
    .values({ key, value: await initial() })
    .onConflictDoNothing();
  const [created] = await tx.select().from(chainState).where(eq(chainState.key, key)).for('update');
  if (!created) throw new Error(`chain state ${key} could not be created`);
  return created.value;
}

export const PAUSE_KEY = 'withdrawals:paused';

/** The operator's pause switch: while on, no withdrawal is accepted or sent. */
export async function withdrawalsPaused(db: Executor): Promise<boolean> {
  return (await readState(db, PAUSE_KEY)) === 'true';
}
