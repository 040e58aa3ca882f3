import { XP_PER_QUEST } from '@questboard/contract/constants';
import type { Tx } from '../../db/executor';
import type { DomainEventMap } from '../../events/domain-event-bus';
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

/**
 * XP for a quest whose pool was shared at its end ('pool.settled', in the settlement's transaction): everyone who
 * completed it in time, paid or not, as a first-come quest's claimer gets it. A raffle's or top N's winners heard of
 * by 'rewards.paid' in the same transaction count once (the participation is the source).
 */
export async function questXpOnPoolSettled(tx: Tx, settled: DomainEventMap['pool.settled']): Promise<undefined> {
  await awardXp(
    tx,
    settled.entrants.map((e) => ({
      userId: e.userId,
      amount: XP_PER_QUEST,
      source: 'QUEST',
      sourceId: e.participationId,
      questId: settled.questId,
    })),
  );
  return undefined;
}
