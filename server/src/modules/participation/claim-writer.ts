import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { DomainEvents } from '../../events/domain-event-bus';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../ledger/ledger.module';
import { type ClaimAnswer, type ClaimOutcome, claimBatch } from './claim-batch';

interface Waiting {
  userId: string;
  resolve(answer: ClaimAnswer): void;
  reject(error: unknown): void;
}

const BATCH_MAX = 500;

/**
 * Pays claims with group commit, one queue per quest: while one transaction of a quest's claims commits, the
 * claims that arrive wait and go together in the next one, each still answered on its own. An idle server
 * pays a claim at once (no added delay); a popular quest pays hundreds per transaction, so its escrow's row
 * lock and the commit's fsync are paid once per batch instead of once per claim. Quests do not wait for
 * each other. A batch that fails for an unexpected reason is run again claim by claim, so one bad claim
 * cannot fail the others.
 */
export class ClaimWriter {
  private readonly queues = new Map<string, { waiting: Waiting[]; writers: number }>();

  constructor(
    private readonly db: Database,
    /** Where what a batch paid is told ('rewards.paid', recorded in the batch's transaction). */
    private readonly events: Pick<DomainEvents, 'record'> = DomainEvents.none(),
    /** Transactions of one quest in flight at once: their reads overlap; they queue only on the escrow's row. */
    private readonly writersPerQuest = 2,
    /** What time it is: a recurring quest's claim is of the person's latest period up to it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  claim(userId: string, questId: string): Promise<ClaimAnswer> {
    return new Promise((resolve, reject) => {
      let queue = this.queues.get(questId);
      if (!queue) {
        queue = { waiting: [], writers: 0 };
        this.queues.set(questId, queue);
      }
      queue.waiting.push({ userId, resolve, reject });
      if (queue.writers < this.writersPerQuest) {
        queue.writers++;
        void this.drain(questId, queue);
      }
    });
  }

  /**
   * Writes the quest's queue batch after batch; the last writer to stop removes the empty queue. Each batch waits
   * for the event loop's next turn first, so every claim whose request was read in this turn joins it. PGlite runs
   * each query synchronously and chains them through promises, so without that turn a whole transaction ran before
   * the next request was even read, and every batch held one claim.
   */
  private async drain(questId: string, queue: { waiting: Waiting[]; writers: number }): Promise<void> {
    while (queue.waiting.length > 0) {
      await nextTurn();
      await this.write(questId, () => queue.waiting.splice(0, BATCH_MAX));
    }
    queue.writers--;
    if (queue.writers === 0 && queue.waiting.length === 0) this.queues.delete(questId);
  }

  /**
   * Pays one batch. `take` runs once the transaction holds its connection, so the claims that arrived while it
   * waited for one go in it too: on PGlite's single connection each claim's session lookup queues ahead of the
   * transaction, and taking the batch before that made every batch a batch of one.
   */
  private async write(questId: string, take: () => Waiting[]): Promise<void> {
    let batch: Waiting[] | undefined;
    let outcomes: ClaimOutcome[];
    let published: (() => Promise<void>) | null;
    try {
      [outcomes, published] = await inTransaction(this.db, async (tx) => {
        batch ??= take();
        if (batch.length === 0) return [[], null] as const;
        const decided = await claimBatch(
          tx,
          questId,
          batch.map((w) => w.userId),
          this.now(),
        );
        const paid = decided.flatMap((o) => ('paid' in o ? [o.paid] : []));
        return [decided, paid.length ? await this.events.record(tx, 'rewards.paid', paid) : null] as const;
      });
    } catch (error) {
      // Never started (no connection): the claims it would have taken get the error rather than wait forever.
      const failed = batch ?? take();
      if (failed.length === 1 || error instanceof AppError) {
        for (const w of failed) w.reject(error);
        return;
      }
      for (const w of failed) await this.write(questId, () => [w]);
      return;
    }
    await published?.();
    (batch ?? []).forEach((w, i) => {
      const outcome = outcomes[i];
      if (!outcome) w.reject(new Error('claim not decided'));
      else if ('error' in outcome) w.reject(outcome.error);
      else w.resolve(outcome.answer);
    });
  }
}
