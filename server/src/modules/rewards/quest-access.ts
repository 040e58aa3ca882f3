import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { questFunding } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { forbidden, notFound } from '../../lib/app-error';

export type Phase = 'DRAFT' | 'UPCOMING' | 'LIVE' | 'ENDED';

export interface QuestForMoney {
  id: string;
  title: string | null;
  slug: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ENDED';
  rewardAmount: bigint;
  startAt: Date | null;
  endAt: Date | null;
  brandId: string;
  brandStatus: string;
  ownerId: string;
  feeBps: number;
  endedAt: Date | null;
  reclaimedAt: Date | null;
  reclaimedAmount: bigint | null;
}

/** DRAFT, then from the clock: UPCOMING before startAt, LIVE until endAt, ENDED after it or once ended. */
export function phaseOf(quest: Pick<QuestForMoney, 'status' | 'startAt' | 'endAt'>, now = new Date()): Phase {
  if (quest.status === 'DRAFT') return 'DRAFT';
  if (quest.status === 'ENDED') return 'ENDED';
  if (quest.endAt && now >= quest.endAt) return 'ENDED';
  if (quest.startAt && now < quest.startAt) return 'UPCOMING';
  return 'LIVE';
}

type Lock = 'update' | 'share' | undefined;

/**
 * The quest with its brand's owner and fee and its money state. With a lock, the quest row is locked for the
 * transaction: calls that change the quest (publish, end, reclaim) take `update`, top-ups take `share` so they
 * cannot land in an escrow that a reclaim is emptying.
 */
export async function loadQuest(db: Executor | Tx, questId: string, lock?: Lock): Promise<QuestForMoney> {
  // One statement: claims read the quest once per batch, and a round trip saved there is saved for every batch.
  const query = db
    .select({
      id: quests.id,
      title: quests.title,
      slug: quests.slug,
      status: quests.status,
      rewardAmount: quests.rewardAmount,
      startAt: quests.startAt,
      endAt: quests.endAt,
      brandId: quests.brandId,
      ownerId: brands.ownerId,
      feeBps: brands.feeBps,
      brandStatus: brands.status,
      endedAt: questFunding.endedAt,
      reclaimedAt: questFunding.reclaimedAt,
      reclaimedAmount: questFunding.reclaimedAmount,
    })
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .leftJoin(questFunding, eq(questFunding.questId, quests.id))
    .where(eq(quests.id, questId));
  const [quest] = lock ? await query.for(lock, { of: quests }) : await query;
  if (!quest) throw notFound('This quest does not exist.', ERROR_CODES.QUEST_NOT_FOUND);
  return quest;
}

/** Drafts are the owner's alone: anyone else gets the same 404 as for a quest that does not exist. */
export function assertVisible(quest: QuestForMoney, userId: string | undefined): void {
  if (quest.status === 'DRAFT' && quest.ownerId !== userId) {
    throw notFound('This quest does not exist.', ERROR_CODES.QUEST_NOT_FOUND);
  }
}

/** Only the owner of the quest's brand may change it or see its money. */
export function assertOwner(quest: QuestForMoney, userId: string): void {
  assertVisible(quest, userId);
  if (quest.ownerId !== userId) throw forbidden('Only the owner of this quest’s brand can do this.');
}
