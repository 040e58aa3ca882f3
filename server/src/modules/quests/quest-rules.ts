import { ERROR_CODES } from '@questboard/contract/errors';
import {
  type AbilityUser,
  type AppAbility,
  defineAbilityFor,
  PUBLIC_BRAND_STATUS,
  PUBLIC_QUEST_STATUSES,
  questSubject,
} from '@questboard/contract/permissions';
import type { QuestPhase, QuestStatus } from '@questboard/contract/quests';
import { type SQL, sql } from 'drizzle-orm';
import type { BrandRow } from '../../db/schema/brands';
import { brands } from '../../db/schema/brands';
import { questDistributions } from '../../db/schema/distribution';
import { ledgerAccounts } from '../../db/schema/ledger';
import { quests } from '../../db/schema/quests';
import { conflict, notFound } from '../../lib/app-error';

/*
 * The quest rules of docs/domain.md (Quest), each written once in JavaScript and, where lists need it, once in
 * SQL beside it. quest-rules.test.ts checks every SQL predicate against its JavaScript twin over status × brand
 * status × dates × escrow, so the two cannot drift apart.
 */

export interface QuestDates {
  status: QuestStatus;
  startAt: Date | null;
  endAt: Date | null;
}

/**
 * Whether a participant's quest may still become COMPLETED: not before it opens, not once the brand took back what
 * was left. An ended quest still completes, so work done in time is not lost.
 */
export const acceptsCompletion = (quest: QuestDates & { reclaimedAt: Date | null }, now = new Date()): boolean =>
  !quest.reclaimedAt && !['DRAFT', 'UPCOMING'].includes(phaseOf(quest, now));

/** DRAFT; a PUBLISHED quest is ENDED once endAt has passed, UPCOMING before startAt, else LIVE; ENDED. */
export function phaseOf(quest: QuestDates, now = new Date()): QuestPhase {
  if (quest.status === 'DRAFT') return 'DRAFT';
  if (quest.status === 'ENDED') return 'ENDED';
  if (quest.endAt && quest.endAt <= now) return 'ENDED';
  if (quest.startAt && quest.startAt > now) return 'UPCOMING';
  return 'LIVE';
}

/** `phaseOf` in SQL, over the `quests` table. */
export const phaseSql = sql<QuestPhase>`(case
  when ${quests.status} = 'DRAFT' then 'DRAFT'
  when ${quests.status} = 'ENDED' then 'ENDED'
  when ${quests.endAt} is not null and ${quests.endAt} <= now() then 'ENDED'
  when ${quests.startAt} is not null and ${quests.startAt} > now() then 'UPCOMING'
  else 'LIVE' end)`;

/**
 * The policy's read rule for quests (contract/permissions.ts) in SQL, over `quests` joined with its `brands` row:
 * public quests (PUBLISHED or ENDED, of an ACTIVE brand), and with a viewer every quest of the viewer's brands.
 * Every list of quests filters through this (or `isPublicQuest`, the same for a guest);
 * read-visibility.test.ts holds it to the policy.
 */
export function readableQuestSql(viewerId: string | null | undefined): SQL {
  const statuses = sql.raw(PUBLIC_QUEST_STATUSES.map((status) => `'${status}'`).join(', '));
  const isPublic = sql`(${quests.status} in (${statuses}) and ${brands.status} = ${sql.raw(`'${PUBLIC_BRAND_STATUS}'`)})`;
  return viewerId ? sql`(${isPublic} or ${brands.ownerId} = ${viewerId})` : isPublic;
}

/** What everyone may read of quests: `readableQuestSql` for a guest. */
export const isPublicQuest = readableQuestSql(null);

/** Base units the quest's escrow holds now (0 before it is funded), read through the ledger's index. */
export const escrowSql = sql<bigint>`coalesce((select ${ledgerAccounts.balance} from ${ledgerAccounts}
  where ${ledgerAccounts.questId} = ${quests.id} and ${ledgerAccounts.kind} = 'QUEST_ESCROW'
  and ${ledgerAccounts.currency} = 'TOKEN'), 0)`.mapWith((value) => BigInt(value));

/** Its pool is paid at its end (equal split, raffle, top N: docs/distribution.md), so nobody claims it. */
export const paysAtEndSql = sql<boolean>`exists (select 1 from ${questDistributions}
  where ${questDistributions.questId} = ${quests.id} and ${questDistributions.mode} <> 'FIRST_COME')`.mapWith(Boolean);

/** What a pool paid at its end held when it was settled (null before, or for a first-come quest). */
export const settledPoolSql = sql<bigint | null>`(select ${questDistributions.pool} from ${questDistributions}
  where ${questDistributions.questId} = ${quests.id} and ${questDistributions.state} = 'SETTLED')`.mapWith((value) =>
  value === null ? null : BigInt(value),
);

/** LIVE, paying first come, and its escrow still covers one more (non-zero) reward. */
export function questIsClaimable(
  quest: QuestDates & { rewardAmount: bigint; escrow: bigint; paysAtEnd: boolean },
  now = new Date(),
): boolean {
  return (
    phaseOf(quest, now) === 'LIVE' && !quest.paysAtEnd && quest.rewardAmount > 0n && quest.escrow >= quest.rewardAmount
  );
}

/** `questIsClaimable` in SQL, over the `quests` table. */
export const isClaimable = sql`(${phaseSql} = 'LIVE' and ${quests.rewardAmount} > 0
  and ${escrowSql} >= ${quests.rewardAmount} and not ${paysAtEndSql})`;

/** Upcoming quests sort after live ones and before ended ones. */
export const liveFirstSql = sql`(case when ${isClaimable} then 0 when ${phaseSql} = 'UPCOMING' then 1 else 2 end)`;

/** The one answer for a quest that does not exist or that the viewer may not see. */
export const questNotFound = () => notFound('No quest with this id.', ERROR_CODES.QUEST_NOT_FOUND);

export interface QuestAudience {
  status: QuestStatus;
  brandStatus: BrandRow['status'];
  ownerId: string;
}

/**
 * 404 (the same as for a missing quest) unless the policy lets the viewer read the quest; pass the caller's
 * ability, or the user (null for a guest) to build it from.
 */
export function assertVisible(quest: QuestAudience, viewer: AppAbility | AbilityUser | null | undefined): void {
  const ability = viewer && 'can' in viewer ? viewer : defineAbilityFor(viewer);
  if (!ability.can('read', questSubject(quest))) throw questNotFound();
}

/**
 * A condition that participants have verified is never deleted: an edit that leaves out such a condition
 * (or clears them all) is refused, so what a participant completed stays what they see.
 */
export function assertConditionsKept(removedVerified: number): void {
  if (removedVerified > 0) {
    throw conflict(
      ERROR_CODES.CONDITION_IN_USE,
      `${removedVerified} of the conditions left out have been verified by participants; keep them in the list.`,
    );
  }
}
