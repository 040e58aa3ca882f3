import type { Asset } from '@questboard/contract/wallet';
import { and, eq, gt, ne, sum } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { withdrawals } from '../../db/schema/chain';

const DAY_MS = 24 * 60 * 60_000;

/** What the user asked to withdraw of `asset` in the last 24 hours (refunded failures not counted), in base units. */
export async function withdrawnToday(db: Executor, userId: string, asset: Asset): Promise<bigint> {
  const [today] = await db
    .select({ total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.asset, asset),
        ne(withdrawals.status, 'FAILED'),
        gt(withdrawals.requestedAt, new Date(Date.now() - DAY_MS)),
      ),
    );
  return BigInt(today?.total ?? '0');
}
