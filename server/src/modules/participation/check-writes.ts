import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ReadBatches } from '../../db/read-batches';
import { conditionChecks } from '../../db/schema/participation';

/** A check's outcome that only sets its status and note (on-chain, brand API, follow and link checks). */
export type PlainCheck = {
  questConditionId: string;
  questId: string;
  userId: string;
  status: 'OPEN' | 'VERIFIED' | 'REJECTED';
  note: string | null;
};

const key = (check: PlainCheck) => `${check.questConditionId}/${check.userId}`;

function checkWriteBatches(db: Database) {
  // ReadBatches' queue serves writes as well: each check's request waits for its batch's statement, as for a read.
  return new ReadBatches<PlainCheck, true>(async (checks) => {
    // One row per person and condition (a statement may not change a row twice): the last asked stands, as it would
    // had they been written one after the other.
    const rows = [...new Map(checks.map((c) => [key(c), c])).values()];
    const now = new Date();
    await db
      .insert(conditionChecks)
      .values(rows.map((row) => ({ ...row, updatedAt: now })))
      .onConflictDoUpdate({
        target: [conditionChecks.questConditionId, conditionChecks.userId],
        set: { status: sql`excluded.status`, note: sql`excluded.note`, updatedAt: sql`excluded.updated_at` },
      });
    return () => true;
  });
}
const batchesOf = new WeakMap<Database, ReturnType<typeof checkWriteBatches>>();

/**
 * Saves a check's status and note with those of the checks that arrive together, one statement for the batch (fifty
 * people checking a HOLD_TOKEN quest at its launch sent one each). Resolves once it is written.
 */
export async function savePlainCheck(db: Database, check: PlainCheck): Promise<void> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = checkWriteBatches(db);
    batchesOf.set(db, batches);
  }
  await batches.read(check);
}
