import { XP_PER_REFERRAL } from '@questboard/contract/constants';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/executor';
import { referrals } from '../../db/schema/referrals';
import { uuidList } from '../../db/uuid-list';
import type { RewardPaid } from '../../events/domain-events';
import { awardXp } from '../xp/xp.module';
import { ownerOfCode } from './referral-codes';

/**
 * Records who brought a new account, in the transaction that inserts it ('account.created'): once (one row per
 * referred person), never for the code's own owner, and not at all for an unknown or ill-shaped code (the newcomer
 * hears nothing of it). Only new accounts are ever referred, so a referrer is always older than who they brought
 * and a chain of referrals cannot loop.
 */
export async function recordReferral(
  tx: Tx,
  created: { userId: string; referralCode: string | null },
): Promise<undefined> {
  const referrerId = await ownerOfCode(tx, created.referralCode);
  if (!referrerId || referrerId === created.userId) return undefined;
  await tx.insert(referrals).values({ referrerId, referredId: created.userId }).onConflictDoNothing();
  return undefined;
}

/**
 * Counts the pending referrals of people whose reward was just paid ('rewards.paid', in the claim's or approval's
 * transaction) if they have activated, and gives each referrer XP_PER_REFERRAL through the XP ledger (source
 * REFERRAL, source id = the referral) in that same transaction. One statement for the whole batch when nobody in it
 * was referred. Rows are locked in one order, and a row another transaction counted first is skipped after its lock
 * (counted_at is read again), so a referral counts once however claims race; the ledger's unique key agrees.
 */
export async function countReferralsOnRewardsPaid(tx: Tx, paid: RewardPaid[]): Promise<undefined> {
  const people = [...new Set(paid.map((p) => p.userId))];
  if (people.length === 0) return undefined;
  const counted = rowsOf<{ id: string; referrer_id: string }>(
    await tx.execute(sql`
      with picked as (
        select r.id from referrals r join users u on u.id = r.referred_id
        where r.referred_id = any(${uuidList(people)}) and r.counted_at is null and u.activated_at is not null
        order by r.referred_id
        for update of r
      )
      update referrals set counted_at = now() from picked
      where referrals.id = picked.id and referrals.counted_at is null
      returning referrals.id, referrals.referrer_id
    `),
  );
  await awardXp(
    tx,
    counted.map((r) => ({ userId: r.referrer_id, amount: XP_PER_REFERRAL, source: 'REFERRAL', sourceId: r.id })),
  );
  return undefined;
}
