import { drawWinners, listHash } from '@questboard/contract/draw';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { type QuestDistributionRow, questDistributions } from '../../db/schema/distribution';
import { DomainEvents } from '../../events/domain-event-bus';
import {
  inTransaction,
  lockAccountsOf,
  lockedBalanceOf,
  payEach,
  questEscrow,
  reclaimQuestEscrow,
} from '../ledger/ledger.module';
import { type LoadedQuest, loadQuest, phaseOf } from '../quests/quests.module';
import {
  completedCount,
  completedQuery,
  entrantsOf,
  findDistribution,
  freezeEntries,
  paidEntriesQuery,
  participationIds,
  rankedEntries,
  sortedEntries,
} from './distribution.repository';
import { type Award, lockPool, payAwards, type Settled } from './payouts';

/** The chain's blocks as the raffle needs them: the head's number, and a mined block's hash (null until mined). */
export interface BlockSource {
  head(): Promise<bigint>;
  hashOf(block: bigint): Promise<string | null>;
}

/** How far ahead of the head at freezing time the raffle's block is: not yet mined when the list is published. */
export const DRAW_BLOCKS_AHEAD = 2n;

/** SETTLED: paid (now or before); WAITING: a raffle waits for its block; NOT_DUE: nothing to do (yet). */
export type SettleOutcome = 'SETTLED' | 'WAITING' | 'NOT_DUE';

/**
 * Pays an ended quest's pool by its mode, exactly once: each step runs in one transaction that locks the quest's
 * distribution row and checks its state first, and each payout has its own ledger key, so a job run twice, on two
 * instances, or again after a crash pays once.
 */
export class Settlement {
  constructor(
    private readonly db: Database,
    private readonly blocks: BlockSource,
    /**
     * Where a raffle's or top N's payouts are told ('rewards.paid'; an equal split's many shares are not), and every
     * settled list ('pool.settled').
     */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
  ) {}

  async settle(questId: string): Promise<SettleOutcome> {
    const row = await findDistribution(this.db, questId);
    if (!row || row.mode === 'FIRST_COME') return 'NOT_DUE';
    if (row.state === 'SETTLED') return 'SETTLED';
    // The chain is asked before the transaction, which then holds its locks only for database work.
    const head = row.mode === 'RAFFLE' && row.state === 'OPEN' ? await this.blocks.head() : null;
    const seed = row.state === 'FROZEN' && row.targetBlock !== null ? await this.blocks.hashOf(row.targetBlock) : null;
    // What the payouts tell once their transaction committed ('rewards.paid': the bell, webhooks).
    const then: Array<() => Promise<void>> = [];
    const outcome = await inTransaction(this.db, async (tx) => {
      then.length = 0;
      const quest = await loadQuest(tx, questId, 'update');
      const locked = await findDistribution(tx, questId, true);
      if (!locked || locked.mode === 'FIRST_COME') return 'NOT_DUE';
      if (locked.state === 'SETTLED') return 'SETTLED';
      if (phaseOf(quest) !== 'ENDED') return 'NOT_DUE';
      const cutoff = quest.endedAt ?? quest.endAt ?? new Date();
      if (locked.mode === 'EQUAL_SPLIT') return this.finish(tx, locked, await this.equalSplit(tx, quest, cutoff), then);
      const eligible = locked.state === 'OPEN' ? await freezeEntries(tx, questId, cutoff) : (locked.eligible ?? 0);
      if (locked.mode === 'TOP_N')
        return this.finish(tx, locked, { eligible, ...(await this.topN(tx, quest, locked, then)) }, then);
      return this.raffle(tx, quest, locked, head, seed, then);
    });
    for (const after of then) await after();
    return outcome;
  }

  /**
   * Freezes the list with everyone's share written as it is made (one statement, not one more per entry), and pays
   * every paid entry with one ledger statement that reads them where they are: a hundred thousand payees never
   * travel to JavaScript and back. The payees' accounts are locked before the escrow, the order claims lock in.
   */
  private async equalSplit(tx: Tx, quest: LoadedQuest, cutoff: Date) {
    const eligible = await completedCount(tx, quest.id, cutoff);
    await lockAccountsOf(tx, completedQuery(quest.id, cutoff));
    const pool = await lockedBalanceOf(tx, questEscrow(quest.id));
    const share = eligible > 0 ? pool / BigInt(eligible) : 0n;
    await freezeEntries(tx, quest.id, cutoff, share);
    const payees =
      share > 0n
        ? await payEach(tx, {
            questId: quest.id,
            amount: share,
            reason: 'CLAIM',
            keyPrefix: `split:${quest.id}`,
            payees: paidEntriesQuery(quest.id),
          })
        : 0;
    const returned = await reclaimQuestEscrow(tx, { questId: quest.id, ownerId: quest.ownerId });
    return { eligible, share, pool, paid: share * BigInt(payees), returned };
  }

  private async topN(tx: Tx, quest: LoadedQuest, row: QuestDistributionRow, then: Array<() => Promise<void>>) {
    const places = row.prizes.flatMap((tier) => Array.from({ length: tier.places }, () => BigInt(tier.amount)));
    const ranked = await rankedEntries(tx, quest.id, row.score ?? 'TIME', places.length);
    const { pool, accountOf } = await lockPool(
      tx,
      quest.id,
      ranked.map((e) => e.userId),
    );
    const awards = ranked.map((e, i) => ({ userId: e.userId, place: i + 1, amount: places[i] ?? 0n }));
    return { share: places[0] ?? 0n, ...(await this.pay(tx, quest, 'top', { awards, pool, accountOf }, then)) };
  }

  private async raffle(
    tx: Tx,
    quest: LoadedQuest,
    row: QuestDistributionRow,
    head: bigint | null,
    seed: string | null,
    then: Array<() => Promise<void>>,
  ): Promise<SettleOutcome> {
    const entries = await sortedEntries(tx, quest.id);
    if (row.state === 'OPEN') {
      if (head === null) return 'NOT_DUE';
      const ids = entries.map((e) => e.pseudonym);
      await tx
        .update(questDistributions)
        .set({
          state: 'FROZEN',
          listHash: listHash(ids),
          eligible: ids.length,
          targetBlock: head + DRAW_BLOCKS_AHEAD,
          frozenAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(questDistributions.questId, quest.id));
      return 'WAITING';
    }
    if (seed === null) return 'WAITING';
    const drawn = drawWinners(
      entries.map((e) => e.pseudonym),
      seed,
      row.winners ?? 1,
    );
    const userOf = new Map(entries.map((e) => [e.pseudonym, e.userId]));
    const winners = drawn.map((id) => userOf.get(id) ?? '');
    const { pool, accountOf } = await lockPool(tx, quest.id, winners);
    const share = winners.length > 0 ? pool / BigInt(winners.length) : 0n;
    const awards = winners.map((userId, i) => ({ userId, place: i + 1, amount: share }));
    const settled = await this.pay(tx, quest, 'raffle', { awards, pool, accountOf }, then);
    await tx.update(questDistributions).set({ seed }).where(eq(questDistributions.questId, quest.id));
    return this.finish(tx, row, { eligible: entries.length, share, ...settled }, then);
  }

  /** Pays a raffle's or top N's few winners and tells them ('rewards.paid', recorded in this transaction). */
  private async pay(
    tx: Tx,
    quest: LoadedQuest,
    kind: string,
    input: { awards: Award[]; pool: bigint; accountOf: Map<string, string> },
    then: Array<() => Promise<void>>,
  ): Promise<Settled> {
    const keyPrefix = `${kind}:${quest.id}`;
    const settled = await payAwards(tx, { questId: quest.id, ownerId: quest.ownerId, keyPrefix, ...input });
    if (settled.winners.length === 0) return settled;
    const participations = await participationIds(
      tx,
      quest.id,
      settled.winners.map((w) => w.userId),
    );
    const paid = settled.winners.map((w) => ({
      userId: w.userId,
      participationId: participations.get(w.userId) ?? '',
      questId: quest.id,
      questTitle: quest.title,
      questSlug: quest.slug,
      amount: w.amount,
      // A pool paid at its end offers no referral bonus (refused when set).
      referralBonus: 0n,
    }));
    then.push(await this.events.record(tx, 'rewards.paid', paid));
    return settled;
  }

  /** Marks the pool settled and tells who was on its list ('pool.settled': their quest's XP, paid or not). */
  private async finish(
    tx: Tx,
    row: QuestDistributionRow,
    outcome: Omit<Settled, 'winners'> & { eligible: number; share: bigint },
    then: Array<() => Promise<void>>,
  ): Promise<SettleOutcome> {
    const entrants = await entrantsOf(tx, row.questId);
    if (entrants.length > 0)
      then.push(await this.events.record(tx, 'pool.settled', { questId: row.questId, entrants }));
    await tx
      .update(questDistributions)
      .set({
        state: 'SETTLED',
        eligible: outcome.eligible,
        pool: outcome.pool,
        share: outcome.share,
        paid: outcome.paid,
        returned: outcome.returned,
        settledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(questDistributions.questId, row.questId));
    return 'SETTLED';
  }
}
