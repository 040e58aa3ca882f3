import type { QuestSummary } from '@questboard/contract/quests';

export type UnpaidReason = 'NOT_FUNDED' | 'EXHAUSTED' | 'ENDED' | 'UPCOMING';

/** Why a published quest cannot pay a reward now (null when it can, or for a draft). */
export function unpaidReason(quest: Pick<QuestSummary, 'isAvailableClaim' | 'phase' | 'funding'>): UnpaidReason | null {
  if (quest.isAvailableClaim || quest.phase === 'DRAFT') return null;
  if (quest.phase === 'ENDED') return 'ENDED';
  if (quest.funding !== 'FUNDED') return quest.funding;
  return quest.phase === 'UPCOMING' ? 'UPCOMING' : null;
}
