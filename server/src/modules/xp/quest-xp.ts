import { XP_PER_QUEST } from '@questboard/contract/constants';
import type { Tx } from '../../db/executor';
import type { DomainEventMap } from '../../events/domain-event-bus';
import type { RewardPaid } from '../../events/domain-events';
import { awardXp, type XpAward } from './xp-ledger';

/** A completed quest's XP, counted once per participation (its id is the entry's source). */
const completedQuest = (done: { userId: string; participationId: string; questId: string }): XpAward => ({
  userId: done.userId,
  amount: XP_PER_QUEST,
  source: 'QUEST',
  sourceId: done.participationId,
  questId: done.questId,
});

/**
 * XP for completed quests, written in the claim's own transaction when its reward is paid ('rewards.paid'): one
 * statement for the whole batch.
 */
export async function questXpOnRewardsPaid(tx: Tx, paid: RewardPaid[]): Promise<undefined> {
  await awardXp(tx, paid.map(completedQuest));
  return undefined;
}

/**
 * XP for a quest whose pool was shared at its end ('pool.settled', in the settlement's transaction): everyone who
 * completed it in time, paid or not, as a first-come quest's claimer gets it. A raffle's or top N's winners heard of
 * by 'rewards.paid' in the same transaction count once (the participation is the source).
 */
export async function questXpOnPoolSettled(tx: Tx, settled: DomainEventMap['pool.settled']): Promise<undefined> {
  await awardXp(
    tx,
    settled.entrants.map((e) => completedQuest({ ...e, questId: settled.questId })),
  );
  return undefined;
}
