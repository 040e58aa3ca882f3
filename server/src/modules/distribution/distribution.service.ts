import {
  type Distribution,
  type DistributionBody,
  type EligibleList,
  prizeTotal,
} from '@questboard/contract/distribution';
import { ERROR_CODES } from '@questboard/contract/errors';
import { formatTokens, parseTokens } from '@questboard/contract/money';
import type { QuestStatistics } from '@questboard/contract/quest-funds';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/executor';
import { questDistributions } from '../../db/schema/distribution';
import { quests } from '../../db/schema/quests';
import { badRequest, conflict } from '../../lib/app-error';
import { assertDashboard } from '../../lib/policy';
import type { SignedInViewer, Viewer } from '../../lib/viewer';
import { inTransaction } from '../ledger/ledger.module';
import { assertOwner, assertVisible, loadQuest } from '../quests/quests.module';
import { toDistribution } from './distribution.presenter';
import { entryOf, findDistribution, paidCount, paidEntries, sortedEntries } from './distribution.repository';

const PAYOUTS_SHOWN = 1_000;

/** The brand's choice of how a quest pays, the public outcome, and the rules other modules ask about. */
export class DistributionService {
  constructor(private readonly db: Database) {}

  /** Anyone who may read the quest: its mode, and once it ended the arithmetic, the draw and who got what. */
  async get(reader: Viewer, questId: string): Promise<Distribution> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, reader.ability);
    const row = await findDistribution(this.db, questId);
    const paid = row?.state === 'SETTLED' ? await paidEntries(this.db, questId, PAYOUTS_SHOWN) : [];
    const you =
      reader.user && row && row.state !== 'OPEN' ? await entryOf(this.db, questId, reader.user.id) : undefined;
    return toDistribution(questId, row, paid, you);
  }

  /** The owner chooses the mode while the quest is a draft; the money rules are checked again when it is published. */
  async set(viewer: SignedInViewer, questId: string, body: DistributionBody): Promise<Distribution> {
    assertDashboard(viewer.ability);
    await inTransaction(this.db, async (tx) => {
      const quest = await loadQuest(tx, questId, 'update');
      assertOwner(quest, viewer);
      if (quest.status !== 'DRAFT') {
        throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'How a quest pays is chosen before it is published.');
      }
      if (body.mode !== 'FIRST_COME' && quest.referralBonus > 0n) {
        throw badRequest(
          ERROR_CODES.REFERRAL_BONUS_FIRST_COME,
          'This quest offers a referral bonus, paid with each reward as it is claimed: set it to 0 to pay at the end.',
        );
      }
      const values = {
        mode: body.mode,
        winners: body.mode === 'RAFFLE' ? body.winners : null,
        score: body.mode === 'TOP_N' ? body.score : null,
        prizes:
          body.mode === 'TOP_N'
            ? body.prizes.map((tier) => ({ places: tier.places, amount: parseTokens(tier.amount).toString() }))
            : [],
        updatedAt: new Date(),
      };
      await tx
        .insert(questDistributions)
        .values({ questId, ...values })
        .onConflictDoUpdate({ target: questDistributions.questId, set: values });
    });
    return this.get(viewer, questId);
  }

  /** A raffle's frozen list, sorted, with its hash: what anyone needs to re-run the draw. */
  async eligible(reader: Viewer, questId: string): Promise<EligibleList> {
    const quest = await loadQuest(this.db, questId);
    assertVisible(quest, reader.ability);
    const row = await findDistribution(this.db, questId);
    if (row?.mode !== 'RAFFLE') throw conflict(ERROR_CODES.INVALID_STATUS_TRANSITION, 'This quest is not a raffle.');
    if (row.state === 'OPEN' || !row.listHash) {
      throw conflict(
        ERROR_CODES.QUEST_NOT_ENDED,
        'The list of who takes part in the draw is frozen when the quest ends.',
      );
    }
    const entries = await sortedEntries(this.db, questId);
    return { questId, listHash: row.listHash, ids: entries.map((e) => e.pseudonym) };
  }

  /** The brand's statistics of a quest paid at its end: mode, state, list size, winners, paid, returned. */
  async statistics(questId: string): Promise<QuestStatistics['distribution']> {
    const row = await findDistribution(this.db, questId);
    if (!row || row.mode === 'FIRST_COME') return null;
    return {
      mode: row.mode,
      state: row.state,
      eligible: row.state === 'OPEN' ? null : (row.eligible ?? 0),
      winners: row.state === 'SETTLED' ? await paidCount(this.db, questId) : 0,
      paid: formatTokens(row.paid ?? 0n),
      returned: formatTokens(row.returned ?? 0n),
    };
  }

  /** True when the quest's pool is paid at its end (nobody claims): equal split, raffle, top N. */
  async paysAtEnd(questId: string): Promise<boolean> {
    const row = await findDistribution(this.db, questId);
    return row !== undefined && row.mode !== 'FIRST_COME';
  }

  /** When a pooled quest's settlement is due by its clock (its end time); null for first come or no end time. */
  async pooledEnd(questId: string): Promise<Date | null> {
    if (!(await this.paysAtEnd(questId))) return null;
    return (await loadQuest(this.db, questId)).endAt;
  }

  /**
   * Publishing's check, in its transaction: answers whether the pool is paid at the end; refuses (400) a top N whose
   * prize table does not add up to the amount put in escrow.
   */
  async checkPublish(tx: Tx, questId: string, amount: bigint): Promise<boolean> {
    const row = await findDistribution(tx, questId);
    if (!row || row.mode === 'FIRST_COME') return false;
    const [quest] = await tx.select({ recurrence: quests.recurrence }).from(quests).where(eq(quests.id, questId));
    if (quest && quest.recurrence !== 'ONCE') {
      // Each round of a repeating quest is a participation of its own: a pool paid at the end would count people twice.
      throw badRequest(
        ERROR_CODES.POOL_NEEDS_ONE_ROUND,
        'A quest that repeats pays as people complete it (first come): make it happen once to pay it at its end.',
      );
    }
    if (row.mode === 'TOP_N') {
      const total = prizeTotal(row.prizes.map((t) => ({ places: t.places, amount: formatTokens(BigInt(t.amount)) })));
      if (total !== amount) {
        throw badRequest(
          ERROR_CODES.AMOUNT_TOO_SMALL,
          `The amount must equal the prize table's total (${formatTokens(total)} tokens).`,
        );
      }
    }
    return true;
  }

  /** A pooled quest's escrow goes back to its owner by the settlement, never by a reclaim before it. */
  async assertReclaimable(tx: Tx, questId: string): Promise<void> {
    const row = await findDistribution(tx, questId);
    if (row && row.mode !== 'FIRST_COME' && row.state !== 'SETTLED') {
      throw conflict(
        ERROR_CODES.PAYS_AT_END,
        'This quest’s pool is being paid out; what is left comes back to you automatically once it is.',
      );
    }
  }
}
