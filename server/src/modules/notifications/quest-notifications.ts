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
  return { title: quest?.title || 'a quest', link: quest ? questLink(quest.slug) : null };
}

const questLink = (slug: string) => `/quests/${slug}`;

/** What participants hear about their quests: a reviewed result and a paid reward. */
export function questNotifications(db: Database, notifications: NotificationsService) {
  return {
    async reviewDecided(decided: ReviewDecided): Promise<void> {
      const quest = await questOf(db, decided.questId);
      await notifications.notify(decided.userId, {
        type: 'QUEST_RESULT_REVIEWED',
        title: decided.approved ? `Your ${decided.label} was approved` : `Your ${decided.label} was not accepted`,
        body: decided.approved
          ? `The brand approved your ${decided.label} in “${quest.title}”.`
          : `The brand did not accept your ${decided.label} in “${quest.title}”. Open the quest to see why.`,
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
          title: `You received ${formatTokens(p.amount)} tokens`,
          body: `Your reward for “${p.questTitle || 'a quest'}” is in your balance.`,
          link: questLink(p.questSlug),
        })),
      );
    },
  };
}
