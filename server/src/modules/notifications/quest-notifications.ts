import { formatTokens } from '@questboard/contract/money';
import type { Tx } from '../../db/executor';
import type { ReferralBonusPaid, ReviewDecided, RewardPaid } from '../../events/domain-events';
import type { NotificationsService } from './notifications.service';

const questLink = (slug: string) => `/quests/${slug}`;

/** What participants hear about their quests: a reviewed result, a paid reward and a referral bonus. */
export function questNotifications(notifications: NotificationsService) {
  return {
    // Written in the decision's own transaction (one statement for a whole batch of decisions).
    reviewDecided(tx: Tx, decided: ReviewDecided[]): Promise<() => void> {
      return notifications.storeMany(
        tx,
        decided.map((d) => ({
          userId: d.userId,
          type: 'QUEST_RESULT_REVIEWED',
          message: {
            key: d.approved ? 'review_approved' : 'review_rejected',
            params: { kind: d.kind, quest: d.questTitle || null },
          },
          link: questLink(d.questSlug),
        })),
      );
    },
    // Written in the claim's own transaction (one statement for a whole batch of claims), from what the claim read.
    rewardsPaid(tx: Tx, paid: RewardPaid[]): Promise<() => void> {
      return notifications.storeMany(
        tx,
        paid.map((p) => ({
          userId: p.userId,
          type: 'REWARD_PAID',
          message: { key: 'reward_paid', params: { amount: formatTokens(p.amount), quest: p.questTitle || null } },
          link: questLink(p.questSlug),
        })),
      );
    },
    // Written in the claim's own transaction, as the bonuses were paid (one statement for the batch's bonuses).
    referralBonusesPaid(tx: Tx, paid: ReferralBonusPaid[]): Promise<() => void> {
      return notifications.storeMany(
        tx,
        paid.map((p) => ({
          userId: p.referrerId,
          type: 'REWARD_PAID',
          message: { key: 'referral_bonus', params: { amount: formatTokens(p.amount), quest: p.questTitle || null } },
          link: questLink(p.questSlug),
        })),
      );
    },
  };
}
