import { randomUUID } from 'node:crypto';
import { TOKEN_SYMBOL } from '@questboard/contract/constants';
import { ERROR_CODES } from '@questboard/contract/errors';
import { basisPoints, formatTokens, parseTokens } from '@questboard/contract/money';
import type { QuestFunding, QuestStatistics } from '@questboard/contract/quest-funds';
import { and, count, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { ledgerTransfers } from '../../db/schema/ledger';
import { questFunding, userQuests } from '../../db/schema/participation';
import { questConditions, quests, tasks } from '../../db/schema/quests';
import { DomainEvents } from '../../events/domain-event-bus';
import { badRequest, conflict } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer } from '../../lib/viewer';
import {
  balanceOf,
  fundQuestEscrow,
  InsufficientFunds,
  inTransaction,
  questEscrow,
  questEscrowBalances,
  reclaimQuestEscrow,
  userAccount,
} from '../ledger/ledger.module';
import { assertOwner, type LoadedQuest, loadQuest, phaseOf } from '../quests/quests.module';

/** A quest's totals in the brand's statistics export (every amount formatted in tokens). */
export interface QuestTotals {
  participants: number;
  completions: number;
  claims: number;
  paid: string;
  remaining: string;
  funded: string;
  reclaimed: string;
  /** Referral bonuses this quest's escrow paid (docs/referrals.md): how many, and their total in tokens. */
  referralBonuses: { count: number; total: string };
}

export interface FeeSettings {
  feeBps: number;
  minimumReward: string;
}

/** What the distribution module rules on a pooled quest's money (equal split, raffle, top N); absent: first come. */
export interface PoolRules {
  /** In publish's transaction: whether the pool is paid at the end (then no reward per participant is needed). */
  checkPublish(tx: Tx, questId: string, amount: bigint): Promise<boolean>;
  /** In reclaim's transaction: refuses while a pooled quest's settlement has not paid it out. */
  assertReclaimable(tx: Tx, questId: string): Promise<void>;
  /** The statistics of a quest paid at its end (mode, list size, winners, paid, returned); null for first come. */
  statistics(questId: string): Promise<QuestStatistics['distribution']>;
}

const noPools: PoolRules = {
  checkPublish: async () => false,
  assertReclaimable: async () => undefined,
  statistics: async () => null,
};

const insufficient = () =>
  badRequest(ERROR_CODES.INSUFFICIENT_BALANCE, 'Your balance does not cover this amount and the platform fee.');

/** The brand owner's money calls: publish, top up, end, reclaim, and the statistics behind them. */
export class QuestFundsService {
  constructor(
    private readonly db: Database,
    private readonly fees: FeeSettings,
    /**
     * Hears 'quest.published' once a quest is first published and 'quest.ended' once its owner ends it, both
     * recorded in the transaction that publishes or ends it.
     */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
    private readonly pools: PoolRules = noPools,
  ) {}

  rewardSetting() {
    return { minimumReward: this.fees.minimumReward, feeBps: this.fees.feeBps };
  }

  async publish(viewer: SignedInViewer, questId: string, amountText: string): Promise<QuestFunding> {
    assertDashboard(viewer.ability);
    const amount = parseTokens(amountText);
    const [funding, published] = await this.withMoneyErrors(async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (quest.status !== 'DRAFT') return [await this.replayedPublish(tx, quest, amount), null] as const;
      await this.assertPublishable(tx, quest, amount, await this.pools.checkPublish(tx, questId, amount));
      const fee = basisPoints(amount, quest.feeBps);
      await fundQuestEscrow(
        tx,
        { questId, ownerId: viewer.user.id, amount, fee, key: `publish:${questId}` },
        'PUBLISH',
      );
      await tx
        .update(quests)
        .set({ status: 'PUBLISHED', publishedAt: new Date(), updatedAt: new Date() })
        .where(eq(quests.id, questId));
      await tx.insert(questFunding).values({ questId }).onConflictDoNothing();
      const funding = await this.funding(tx, { ...quest, status: 'PUBLISHED' }, amount, fee);
      return [funding, await this.events.record(tx, 'quest.published', { questId })] as const;
    });
    await published?.();
    return funding;
  }

  /** A retried publish answers what the first one did; publishing again with another amount is refused. */
  private async replayedPublish(tx: Tx, quest: LoadedQuest, amount: bigint): Promise<QuestFunding> {
    const [first] = await tx
      .select({ amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `publish:${quest.id}:escrow`));
    if (first?.amount !== amount) {
      throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'This quest is already published.');
    }
    return this.funding(tx, quest, amount, basisPoints(amount, quest.feeBps));
  }

  /** `pooled`: the pool is paid at the end (no reward per participant), so only its size is checked. */
  private async assertPublishable(tx: Tx, quest: LoadedQuest, amount: bigint, pooled: boolean): Promise<void> {
    if (quest.brandStatus !== 'ACTIVE') {
      throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'Activate the brand before publishing its quests.');
    }
    const missing: string[] = [];
    if (!quest.title) missing.push('a title');
    if (!pooled && quest.rewardAmount < parseTokens(this.fees.minimumReward)) {
      missing.push(`a reward of at least ${this.fees.minimumReward} ${TOKEN_SYMBOL}`);
    }
    if (!quest.startAt || !quest.endAt) missing.push('a start and an end time');
    else if (quest.endAt <= new Date()) missing.push('an end time in the future');
    const [[conditions], [steps]] = [
      await tx.select({ n: count() }).from(questConditions).where(eq(questConditions.questId, quest.id)),
      await tx.select({ n: count() }).from(tasks).where(eq(tasks.questId, quest.id)),
    ];
    if (!conditions?.n && !steps?.n) missing.push('at least one condition or task');
    if (missing.length) {
      throw badRequest(ERROR_CODES.QUEST_INCOMPLETE, `Before publishing, the quest needs ${missing.join(', ')}.`);
    }
    if (pooled && amount < parseTokens(this.fees.minimumReward)) {
      throw badRequest(
        ERROR_CODES.AMOUNT_TOO_SMALL,
        `The pool must be at least ${this.fees.minimumReward} ${TOKEN_SYMBOL}.`,
      );
    }
    if (!pooled && amount < quest.rewardAmount) {
      throw badRequest(
        ERROR_CODES.AMOUNT_TOO_SMALL,
        `The amount must cover at least one reward (${formatTokens(quest.rewardAmount)} tokens).`,
      );
    }
  }

  async deposit(viewer: SignedInViewer, questId: string, amountText: string, idempotencyKey?: string) {
    assertDashboard(viewer.ability);
    const amount = parseTokens(amountText);
    if (amount === 0n) throw badRequest(ERROR_CODES.AMOUNT_TOO_SMALL, 'Enter an amount above 0.');
    return this.withMoneyErrors(async (tx) => {
      const quest = await loadQuest(tx, questId, 'share');
      assertOwner(quest, viewer);
      const phase = phaseOf(quest);
      if (phase === 'DRAFT') throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'Publish the quest first.');
      if (phase === 'ENDED') throw conflict(ERROR_CODES.QUEST_ENDED, 'This quest has ended; it cannot be topped up.');
      const fee = basisPoints(amount, quest.feeBps);
      const key = `deposit:${questId}:${idempotencyKey ?? randomUUID()}`;
      await fundQuestEscrow(tx, { questId, ownerId: viewer.user.id, amount, fee, key }, 'DEPOSIT');
      return this.funding(tx, quest, amount, fee);
    });
  }

  async end(viewer: SignedInViewer, questId: string): Promise<QuestFunding> {
    assertDashboard(viewer.ability);
    const [funding, ended] = await inTransaction(this.db, async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (quest.status === 'DRAFT') throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'A draft cannot be ended.');
      if (quest.status === 'ENDED') throw conflict(ERROR_CODES.QUEST_ENDED, 'This quest has already ended.');
      const endedAt = new Date();
      await tx.update(quests).set({ status: 'ENDED', updatedAt: endedAt }).where(eq(quests.id, questId));
      await tx
        .insert(questFunding)
        .values({ questId, endedAt })
        .onConflictDoUpdate({ target: questFunding.questId, set: { endedAt } });
      const funding = await this.funding(tx, { ...quest, status: 'ENDED', endedAt }, 0n, 0n);
      return [funding, await this.events.record(tx, 'quest.ended', { questId })] as const;
    });
    await ended();
    return funding;
  }

  /** Once, after the end: whatever the escrow still holds goes back to the owner; later claims are refused. */
  async reclaim(viewer: SignedInViewer, questId: string): Promise<QuestFunding> {
    assertDashboard(viewer.ability);
    return inTransaction(this.db, async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (phaseOf(quest) !== 'ENDED') {
        throw conflict(ERROR_CODES.QUEST_NOT_ENDED, 'End the quest before reclaiming what is left.');
      }
      if (quest.reclaimedAt) throw conflict(ERROR_CODES.ALREADY_RECLAIMED, 'What was left has already been reclaimed.');
      await this.pools.assertReclaimable(tx, questId);
      const returned = await reclaimQuestEscrow(tx, { questId, ownerId: viewer.user.id });
      const reclaimedAt = new Date();
      const endedAt = quest.endedAt ?? reclaimedAt;
      if (quest.status !== 'ENDED') {
        await tx.update(quests).set({ status: 'ENDED', updatedAt: reclaimedAt }).where(eq(quests.id, questId));
      }
      await tx
        .insert(questFunding)
        .values({ questId, endedAt, reclaimedAt, reclaimedAmount: returned })
        .onConflictDoUpdate({ target: questFunding.questId, set: { endedAt, reclaimedAt, reclaimedAmount: returned } });
      return this.funding(tx, { ...quest, status: 'ENDED', reclaimedAt }, returned, 0n);
    });
  }

  async statistics(viewer: SignedInViewer, questId: string): Promise<QuestStatistics> {
    assertDashboard(viewer.ability);
    const quest = await loadQuest(this.db, questId);
    assertOwner(quest, viewer);
    const [totalsFor, perDay, distribution] = await Promise.all([
      this.readTotals([questId]),
      this.perDay(questId),
      this.pools.statistics(questId),
    ]);
    return { ...totalsFor(questId), perDay, distribution };
  }

  /** Each of these quests with its totals (the caller checked they are the viewer's): the brand's statistics export. */
  async totalsOf<Q extends { id: string }>(ofQuests: Q[]): Promise<Array<{ quest: Q; totals: QuestTotals }>> {
    if (ofQuests.length === 0) return [];
    const totalsFor = await this.readTotals(ofQuests.map((quest) => quest.id));
    return ofQuests.map((quest) => ({ quest, totals: totalsFor(quest.id) }));
  }

  /**
   * The totals of these quests, read for all of them in three grouped queries, as a lookup that answers every quest
   * (zeros for one with nothing yet).
   */
  private async readTotals(questIds: string[]): Promise<(questId: string) => QuestTotals> {
    const [people, moved, escrows] = await Promise.all([
      this.db
        .select({
          questId: userQuests.questId,
          participants: count(),
          completions: count(userQuests.completedAt),
          claims: count(userQuests.claimedAt),
        })
        .from(userQuests)
        .where(inArray(userQuests.questId, questIds))
        .groupBy(userQuests.questId),
      this.db
        .select({
          questId: ledgerTransfers.questId,
          reason: ledgerTransfers.reason,
          total: sum(ledgerTransfers.amount),
          n: count(),
        })
        .from(ledgerTransfers)
        .where(
          and(
            inArray(ledgerTransfers.questId, questIds),
            inArray(ledgerTransfers.reason, ['CLAIM', 'PUBLISH', 'DEPOSIT', 'RECLAIM', 'REFERRAL_BONUS']),
          ),
        )
        .groupBy(ledgerTransfers.questId, ledgerTransfers.reason),
      questEscrowBalances(this.db, questIds),
    ]);
    const peopleOf = new Map(people.map((row) => [row.questId, row]));
    const movedOf = (questId: string, reasons: string[]) =>
      moved
        .filter((row) => row.questId === questId && reasons.includes(row.reason))
        .reduce((total, row) => total + BigInt(row.total ?? '0'), 0n);
    const bonusesOf = (questId: string) =>
      moved.find((row) => row.questId === questId && row.reason === 'REFERRAL_BONUS')?.n ?? 0;
    return (questId) => {
      const counted = peopleOf.get(questId);
      return {
        participants: counted?.participants ?? 0,
        completions: counted?.completions ?? 0,
        claims: counted?.claims ?? 0,
        paid: formatTokens(movedOf(questId, ['CLAIM'])),
        funded: formatTokens(movedOf(questId, ['PUBLISH', 'DEPOSIT'])),
        reclaimed: formatTokens(movedOf(questId, ['RECLAIM'])),
        remaining: formatTokens(escrows.get(questId) ?? 0n),
        referralBonuses: { count: bonusesOf(questId), total: formatTokens(movedOf(questId, ['REFERRAL_BONUS'])) },
      };
    };
  }

  private async perDay(questId: string) {
    const day = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const [started, claimed] = await Promise.all([
      this.db
        .select({ date: day(userQuests.startedAt), n: count() })
        .from(userQuests)
        .where(eq(userQuests.questId, questId))
        .groupBy(day(userQuests.startedAt)),
      this.db
        .select({ date: day(userQuests.claimedAt), n: count(), paid: sum(userQuests.claimedAmount) })
        .from(userQuests)
        .where(and(eq(userQuests.questId, questId), isNotNull(userQuests.claimedAt)))
        .groupBy(day(userQuests.claimedAt)),
    ]);
    const days = new Map<string, { date: string; participants: number; claims: number; paid: string }>();
    const entry = (date: string) =>
      days.get(date) ?? days.set(date, { date, participants: 0, claims: 0, paid: '0' }).get(date);
    for (const row of started) {
      const e = entry(row.date);
      if (e) e.participants = row.n;
    }
    for (const row of claimed) {
      const e = entry(row.date);
      if (e) {
        e.claims = row.n;
        e.paid = formatTokens(BigInt(row.paid ?? '0'));
      }
    }
    return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  private async funding(tx: Tx, quest: LoadedQuest, moved: bigint, fee: bigint): Promise<QuestFunding> {
    const [escrow, ownerBalance] = [
      await balanceOf(tx, questEscrow(quest.id)),
      await balanceOf(tx, userAccount(quest.ownerId)),
    ];
    return {
      questId: quest.id,
      status: quest.status,
      escrow: formatTokens(escrow),
      rewardAmount: formatTokens(quest.rewardAmount),
      rewardsLeft: (quest.rewardAmount > 0n ? escrow / quest.rewardAmount : 0n).toString(),
      moved: formatTokens(moved),
      fee: formatTokens(fee),
      ownerBalance: formatTokens(ownerBalance),
      reclaimedAt: quest.reclaimedAt?.toISOString() ?? null,
    };
  }

  private async withMoneyErrors<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.db, work);
    } catch (error) {
      if (error instanceof InsufficientFunds) throw insufficient();
      throw error;
    }
  }
}
