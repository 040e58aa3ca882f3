import type { QuestRecurrence } from '@questboard/contract/constants';
import { owned } from '@questboard/contract/permissions';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/executor';
import { type BrandRow, brands } from '../../db/schema/brands';
import { questFunding } from '../../db/schema/participation';
import { quests } from '../../db/schema/quests';
import { assertCan } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import { assertVisible, paysAtEndSql, questNotFound } from './quest-rules';

/** A quest as `loadQuest` reads it in one statement: its state, reward and dates, its brand and owner, how it pays. */
export interface LoadedQuest {
  id: string;
  title: string | null;
  slug: string;
  status: 'DRAFT' | 'PUBLISHED' | 'ENDED';
  rewardAmount: bigint;
  /** What the quest pays a participant's referrer with their reward, in base units (0n: none; first come only). */
  referralBonus: bigint;
  recurrence: QuestRecurrence;
  startAt: Date | null;
  endAt: Date | null;
  brandId: string;
  brandStatus: BrandRow['status'];
  ownerId: string;
  feeBps: number;
  endedAt: Date | null;
  reclaimedAt: Date | null;
  reclaimedAmount: bigint | null;
  /** Its pool is paid at its end (a distribution mode other than first come): nobody claims it. */
  paysAtEnd: boolean;
}

type Lock = 'update' | 'share' | undefined;

/**
 * The quest with its brand's owner and fee and its money state. With a lock, the quest row is locked for the
 * transaction: calls that change the quest (publish, end, reclaim) take `update`, top-ups take `share` so they
 * cannot land in an escrow that a reclaim is emptying.
 */
export async function loadQuest(db: Executor | Tx, questId: string, lock?: Lock): Promise<LoadedQuest> {
  // One statement: claims read the quest once per batch, and a round trip saved there is saved for every batch.
  const query = db
    .select({
      id: quests.id,
      title: quests.title,
      slug: quests.slug,
      status: quests.status,
      rewardAmount: quests.rewardAmount,
      referralBonus: quests.referralBonus,
      recurrence: quests.recurrence,
      startAt: quests.startAt,
      endAt: quests.endAt,
      brandId: quests.brandId,
      ownerId: brands.ownerId,
      feeBps: brands.feeBps,
      brandStatus: brands.status,
      endedAt: questFunding.endedAt,
      reclaimedAt: questFunding.reclaimedAt,
      reclaimedAmount: questFunding.reclaimedAmount,
      paysAtEnd: paysAtEndSql,
    })
    .from(quests)
    .innerJoin(brands, eq(brands.id, quests.brandId))
    .leftJoin(questFunding, eq(questFunding.questId, quests.id))
    .where(eq(quests.id, questId));
  const [quest] = lock ? await query.for(lock, { of: quests }) : await query;
  if (!quest) throw questNotFound();
  return quest;
}

/** Only the owner of the quest's brand may change it or see its money (404 first when the quest is hidden). */
export function assertOwner(quest: LoadedQuest, viewer: SignedInViewer): void {
  assertVisible(quest, viewer.ability);
  assertCan(viewer.ability, 'update', owned('Quest', quest.ownerId));
}
