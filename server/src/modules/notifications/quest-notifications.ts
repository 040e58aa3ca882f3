import { formatTokens } from '@questboard/contract/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { quests } from '../../db/schema/quests';
import type { RewardPaid } from '../rewards/participation.service';
import type { ReviewDecided } from '../rewards/reviews.service';
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
    // The claim already loaded the quest: no second read on the claim's answer path.
    async rewardPaid(paid: RewardPaid): Promise<void> {
      await notifications.notify(paid.userId, {
        type: 'REWARD_PAID',
        title: `You received ${formatTokens(paid.amount)} tokens`,
        body: `Your reward for “${paid.questTitle || 'a quest'}” is in your balance.`,
        link: questLink(paid.questSlug),
      });
    },
  };
}
