import type { Category, Location } from '@questboard/contract/catalogue';
import type { QuestCondition } from '@questboard/contract/conditions';
import { formatTokens } from '@questboard/contract/money';
import type { QuestDetail, QuestSummary } from '@questboard/contract/quests';
import type { Task } from '@questboard/contract/tasks';
import type { QuestConditionRow, TaskRow } from '../../db/schema/quests';
import { phaseOf, questIsClaimable } from './quest-rules';
import type { QuestWithBrand } from './quests.repository';

function fundingOf(row: Pick<QuestWithBrand, 'escrow' | 'escrowOpened' | 'rewardAmount'>): QuestSummary['funding'] {
  if (row.rewardAmount > 0n && row.escrow >= row.rewardAmount) return 'FUNDED';
  return row.escrowOpened ? 'EXHAUSTED' : 'NOT_FUNDED';
}

export function toQuestSummary(
  row: QuestWithBrand,
  categories: ReadonlyMap<string, Category>,
  now: Date,
): QuestSummary {
  const phase = phaseOf(row, now);
  return {
    id: row.id,
    brandId: row.brandId,
    brand: { id: row.brand.id, name: row.brand.name, slug: row.brand.slug, logo: row.brand.logo },
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    categories: row.categoryIds.flatMap((id) => {
      const category = categories.get(id);
      return category ? [category] : [];
    }),
    rewardAmount: formatTokens(row.rewardAmount),
    pool: row.paysAtEnd ? formatTokens(row.settledPool ?? row.escrow) : null,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    status: row.status,
    phase,
    isAvailableClaim: questIsClaimable(row, now),
    funding: fundingOf(row),
    recurrence: row.recurrence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A condition as the viewer may see it: the quiz answer only for the owner. */
export function toCondition(row: QuestConditionRow, isOwner: boolean): QuestCondition {
  const { answerIndex, ...params } = row.params;
  return {
    id: row.id,
    network: row.network as QuestCondition['network'],
    action: row.action as QuestCondition['action'],
    params: isOwner && answerIndex !== undefined ? { ...params, answerIndex } : params,
    position: row.position,
  };
}

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    questId: row.questId,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    resultType: row.resultType,
    review: row.review,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toQuestDetail(
  row: QuestWithBrand,
  parts: {
    categories: ReadonlyMap<string, Category>;
    locations: Location[];
    conditions: QuestConditionRow[];
    tasks: TaskRow[];
    isOwner: boolean;
    now: Date;
  },
): QuestDetail {
  return {
    ...toQuestSummary(row, parts.categories, parts.now),
    locations: parts.locations,
    conditions: parts.conditions.map((c) => toCondition(c, parts.isOwner)),
    tasks: parts.tasks.map(toTask),
    isOwner: parts.isOwner,
  };
}
