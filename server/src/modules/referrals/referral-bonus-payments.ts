import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/executor';
import { uuidList } from '../../db/uuid-list';
import type { DomainEvents } from '../../events/domain-event-bus';
import type { ReferralBonusPaid, RewardPaid } from '../../events/domain-events';
import { payPerKey } from '../ledger/ledger.module';

/**
 * Pays a first-come quest's referral bonus ('rewards.paid', in the claim's or approval's transaction): for each paid
 * person who was brought by someone, their referrer gets the quest's bonus from its escrow through the ledger, once
 * per referred person per quest (key `referral-bonus:<quest>:<referred>`), and only while the escrow still covers it
 * after the rewards. Rewards of quests without a bonus cost nothing here (no statement at all); a batch with a bonus
 * costs two statements per quest. What was paid is told as 'referral-bonuses.paid' in the same transaction.
 */
export function payReferralBonusesOnRewardsPaid(events: Pick<DomainEvents, 'record'>) {
  return async (tx: Tx, paid: RewardPaid[]): Promise<(() => void) | undefined> => {
    const offered = paid.filter((p) => p.referralBonus > 0n);
    if (offered.length === 0) return undefined;
    const byQuest = new Map<string, RewardPaid[]>();
    for (const p of offered) byQuest.set(p.questId, [...(byQuest.get(p.questId) ?? []), p]);
    const bonuses: ReferralBonusPaid[] = [];
    for (const [questId, rewards] of byQuest) {
      const [first] = rewards;
      if (!first) continue;
      const referred = [...new Set(rewards.map((p) => p.userId))];
      const made = await payPerKey(tx, {
        questId,
        amount: first.referralBonus,
        reason: 'REFERRAL_BONUS',
        keyPrefix: `referral-bonus:${questId}`,
        // The referrals table refuses a self-referral already; the condition says it here too.
        payees: sql`select r.referrer_id as user_id, r.referred_id as for_id from referrals r
          where r.referred_id = any(${uuidList(referred)}) and r.referrer_id <> r.referred_id`,
      });
      for (const m of made) {
        bonuses.push({
          referrerId: m.userId,
          referredId: m.forId,
          questId,
          questTitle: first.questTitle,
          questSlug: first.questSlug,
          amount: first.referralBonus,
        });
      }
    }
    if (bonuses.length === 0) return undefined;
    const committed = await events.record(tx, 'referral-bonuses.paid', bonuses);
    return () => void committed();
  };
}
