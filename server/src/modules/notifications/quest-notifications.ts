import { formatTokens } from '@questboard/contract/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { quests } from '../../db/schema/quests';
import type { RewardPaid } from '../participation/claim-batch';
import type { ReviewDecided } from '../participation/reviews.service';
import type { NotificationsService } from './notifications.service';

async function questOf(db: Database, questId: string) {
  const [quest] = await db
    .select({ title: quests.title, slug: quests.slug })
    .from(quests)
    .where(eq(quests.id, questId));
  return { title: quest?.title || null, link: quest ? questLink(quest.slug) : null };
}

const questLink = (slug: string) => `/quests/${slug}`;

/** What participants hear about their quests: a reviewed result and a paid reward. */
export function questNotifications(db: Database, notifications: NotificationsService) {
  return {
    async reviewDecided(decided: ReviewDecided): Promise<void> {
      const quest = await questOf(db, decided.questId);
      await notifications.notify(decided.userId, {
        type: 'QUEST_RESULT_REVIEWED',
        message: {
          key: decided.approved ? 'review_approved' : 'review_rejected',
          params: { kind: decided.kind, quest: quest.title },
        },
        link: quest.link,
      });
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
  };
}
