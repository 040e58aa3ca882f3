import { XP_PER_QUEST } from '@questboard/contract/constants';
import type { Tx } from '../../db/executor';
import type { RewardPaid } from '../../events/domain-events';
import { awardXp } from './xp-ledger';

/**
 * XP for completed quests, written in the claim's own transaction when its reward is paid ('rewards.paid'): one
 * statement for the whole batch, each participation counted once (its id is the entry's source).
 */
export async function questXpOnRewardsPaid(tx: Tx, paid: RewardPaid[]): Promise<undefined> {
  await awardXp(
    tx,
    paid.map((p) => ({
      userId: p.userId,
      amount: XP_PER_QUEST,
      source: 'QUEST',
      sourceId: p.participationId,
      questId: p.questId,
    })),
  );
  return undefined;
}
