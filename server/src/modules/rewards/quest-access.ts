import { owned } from '@questboard/contract/permissions';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { type BrandRow, brands } from '../../db/schema/brands';
import { questFunding } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { type Actor, assertCan } from '../auth/policy';
import { assertVisible, questNotFound } from '../quests/quest-rules';

export interface QuestForMoney {
  id: string;
  title: string | null;
  slug: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ENDED';
  rewardAmount: bigint;
  startAt: Date | null;
  endAt: Date | null;
  brandId: string;
  brandStatus: BrandRow['status'];
  ownerId: string;
  feeBps: number;
  endedAt: Date | null;
  reclaimedAt: Date | null;
  reclaimedAmount: bigint | null;
}

type Lock = 'update' | 'share' | undefined;

/**
 * The quest with its brand's owner and fee and its money state. With a lock, the quest row is locked for the
 * transaction: calls that change the quest (publish, end, reclaim) take `update`, top-ups take `share` so they
 * cannot land in an escrow that a reclaim is emptying.
 */
export async function loadQuest(db: Executor | Tx, questId: string, lock?: Lock): Promise<QuestForMoney> {
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
    })
    .from(quests)
    .where(eq(quests.id, questId));
  const [quest] = lock ? await query.for(lock) : await query;
  if (!quest) throw questNotFound();
  const [[brand], [funding]] = await Promise.all([
    db
      .select({ ownerId: brands.ownerId, feeBps: brands.feeBps, status: brands.status })
      .from(brands)
      .where(eq(brands.id, quest.brandId)),
    db.select().from(questFunding).where(eq(questFunding.questId, questId)),
  ]);
  if (!brand) throw questNotFound();
  return {
    ...quest,
    ownerId: brand.ownerId,
    feeBps: brand.feeBps,
    brandStatus: brand.status,
    endedAt: funding?.endedAt ?? null,
    reclaimedAt: funding?.reclaimedAt ?? null,
    reclaimedAmount: funding?.reclaimedAmount ?? null,
  };
}

/** Only the owner of the quest's brand may change it or see its money (404 first when the quest is hidden). */
export function assertOwner(quest: QuestForMoney, actor: Actor): void {
  assertVisible(quest, actor.user.id);
  assertCan(actor.ability, 'update', owned('Quest', quest.ownerId));
}
