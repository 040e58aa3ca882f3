import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens } from '@questboard/contract/money';
import type { ClaimResult } from '@questboard/contract/participation';
import type { z } from 'zod';
import type { Tx } from '../../db/executor';
import type { UserQuestRow } from '../../db/schema/participation';
import type { RewardPaid } from '../../events/domain-events';
import { type AppError, conflict } from '../../lib/app-error';
import { lockUserAccounts, payMany } from '../ledger/ledger.module';
import { assertVisible, type LoadedQuest, loadQuest, nextPeriodStart } from '../quests/quests.module';
import { lockParticipations, markClaimed } from './claims.repository';
import { progressOfMany } from './progress';

export type ClaimAnswer = z.infer<typeof ClaimResult>;

/** Each claim's own answer: paid (with what the client shows), or the error it gets. */
export type ClaimOutcome = { answer: ClaimAnswer; paid: RewardPaid } | { error: AppError };

const fail = (error: AppError): ClaimOutcome => ({ error });
const exhausted = () => conflict(ERROR_CODES.REWARDS_EXHAUSTED, 'All rewards of this quest have been claimed.');

/** A claim's refusal that does not depend on the escrow: hidden or unpublished quest, paid at its end, reclaimed. */
function questRefusal(quest: LoadedQuest, userId: string): AppError | undefined {
  try {
    // Reading depends on who owns what, not on the role: the claimant's id is all the policy needs here.
    assertVisible(quest, { id: userId, type: 'GUEST' });
  } catch (error) {
    return error as AppError;
  }
  if (quest.status === 'DRAFT') return conflict(ERROR_CODES.QUEST_NOT_LIVE, 'This quest is not published.');
  if (quest.paysAtEnd) {
    return conflict(
      ERROR_CODES.PAYS_AT_END,
      'This quest pays at its end: there is nothing to claim, the payout comes.',
    );
  }
  if (quest.reclaimedAt) {
    return conflict(ERROR_CODES.REWARDS_EXHAUSTED, 'The brand has reclaimed what was left of this quest’s rewards.');
  }
  return undefined;
}

function participationRefusal(row: UserQuestRow | undefined): AppError | undefined {
  if (!row) return conflict(ERROR_CODES.NOT_STARTED, 'Start the quest first.');
  if (row.status === 'CLAIMED') return conflict(ERROR_CODES.ALREADY_CLAIMED, 'You have already claimed this reward.');
  if (row.status !== 'COMPLETED') return conflict(ERROR_CODES.NOT_COMPLETE, 'Complete the quest before claiming.');
  return undefined;
}

/**
 * Claims of one quest by `userIds` (in arrival order; one user may appear twice), decided and paid in the caller's
 * transaction with a fixed number of statements: the participations are locked so a user is paid once; the
 * ledger's payMany locks the escrow and pays as many of the eligible claims, in order, as it covers; the winners'
 * participations are then marked CLAIMED. Every outcome is built from what this transaction read and wrote; nothing
 * is read again for the answers.
 */
export async function claimBatch(
  tx: Tx,
  questId: string,
  userIds: string[],
  now = new Date(),
): Promise<ClaimOutcome[]> {
  const quest = await loadQuest(tx, questId);
  // Whom a quest shows itself to depends on the claimant only as its owner or not: the policy is asked once for
  // each (building its ability per claim was a fiftieth of the server's CPU per claim), and a refusal built anew.
  const refused = new Map<boolean, boolean>();
  const outcomes: Array<ClaimOutcome | undefined> = userIds.map((userId) => {
    const owner = userId === quest.ownerId;
    if (refused.get(owner) === false) return undefined;
    const refusal = questRefusal(quest, userId);
    refused.set(owner, refusal !== undefined);
    return refusal ? fail(refusal) : undefined;
  });
  const candidates = [...new Set(userIds.filter((_, i) => !outcomes[i]))];
  if (candidates.length === 0) return outcomes.map((o) => o ?? fail(exhausted()));

  const rows = await lockParticipations(tx, quest, candidates, now);
  // A recurring quest's claim is of the person's latest period: this one, or the last one's until they start this.
  const rowOf = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if ((rowOf.get(row.userId)?.period ?? '') <= row.period) rowOf.set(row.userId, row);
  const eligible: number[] = [];
  const taken = new Set<string>();
  userIds.forEach((userId, i) => {
    if (outcomes[i]) return;
    const refusal = taken.has(userId)
      ? conflict(ERROR_CODES.ALREADY_CLAIMED, 'You have already claimed this reward.')
      : participationRefusal(rowOf.get(userId));
    taken.add(userId);
    if (refusal) outcomes[i] = fail(refusal);
    else eligible.push(i);
  });

  if (eligible.length === 0) return outcomes.map((o) => o ?? fail(exhausted()));
  const eligibleUsers = eligible.map((i) => userIds[i] ?? '');
  const accounts = await lockUserAccounts(tx, eligibleUsers);
  const progress = await progressOfMany(tx, questId, eligibleUsers);
  const accountOf = new Map(accounts.map((a) => [a.userId, a.id]));
  const claimedAt = now;
  const reward = quest.rewardAmount;
  const balances = await payMany(tx, {
    questId,
    amount: reward,
    reason: 'CLAIM',
    keyPrefix: `claim:${questId}`,
    payees: eligible.map((i) => {
      const userId = userIds[i] ?? '';
      const accountId = accountOf.get(userId);
      if (!accountId) throw new Error('claim batch lost an eligible participant');
      return { userId, accountId, period: rowOf.get(userId)?.period };
    }),
  });
  await markClaimed(tx, {
    participationIds: [...balances.keys()].map((userId) => rowOf.get(userId)?.id ?? ''),
    amount: reward,
    claimedAt,
  });
  const winners = eligible.filter((i) => balances.has(userIds[i] ?? ''));
  for (const i of winners) {
    const userId = userIds[i] ?? '';
    const row = rowOf.get(userId);
    const balance = balances.get(userId);
    const steps = progress.get(userId);
    if (!row || balance == null || !steps) throw new Error('claim batch lost a paid participant');
    outcomes[i] = {
      answer: {
        amount: formatTokens(reward),
        balance: formatTokens(balance),
        userQuest: {
          questId,
          status: 'CLAIMED',
          startedAt: row.startedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
          claimedAt: claimedAt.toISOString(),
          claimedAmount: formatTokens(reward),
          period: quest.recurrence === 'ONCE' ? null : row.period,
          nextPeriodAt: nextPeriodStart(quest.recurrence, now)?.toISOString() ?? null,
          ...steps,
        },
      },
      paid: {
        userId,
        participationId: row.id,
        questId,
        questTitle: quest.title,
        questSlug: quest.slug,
        amount: reward,
        referralBonus: quest.referralBonus,
      },
    };
  }
  return outcomes.map((o) => o ?? fail(exhausted()));
}
