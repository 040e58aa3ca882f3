import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { DomainEvents } from '../../events/domain-event-bus';
import { ChangeLog } from '../../lib/change-log';
import { type ChainHandle, ChainUnavailable } from './chain-handle';
import type { WatcherEvents } from './deposit-watcher';
import type { RoundLease } from './round-lease';
import type { SenderEvents } from './withdrawal-sender';

/** Longest wait between rounds while they fail (unless `pollMs` itself is longer). */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next round: `pollMs`, doubled for every round that failed in a row, at most a minute. */
export function roundDelay(pollMs: number, failedRounds: number): number {
  if (failedRounds === 0) return pollMs;
  return Math.max(pollMs, Math.min(pollMs * 2 ** Math.min(failedRounds, 30), MAX_BACKOFF_MS));
}

/**
 * Runs the deposit watcher and the withdrawal sender every `pollMs` (and at once when a request arrives), on the one
 * instance holding the rounds' lease when several share a PostgreSQL database (RoundLease: the others skip their rounds
 * until it lapses). Each round's work is
 * safe to repeat and to run on several instances at once. While rounds fail, the wait doubles up to a minute and the
 * failure is logged once (again only when its cause changes).
 */
export class ChainWorkers {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  /** Stopped for good (the server closing): a chain opened late by a request must not start the rounds again. */
  private closed = false;
  private failedRounds = 0;
  private readonly failures: ChangeLog;

  constructor(
    private readonly db: Database,
    private readonly chain: Pick<ChainHandle, 'get' | 'config'>,
    private readonly log: FastifyBaseLogger,
    private readonly events: SenderEvents & WatcherEvents,
    /** Who runs the rounds when several instances share the database; null: this one always does (embedded). */
    private readonly lease: RoundLease | null = null,
    /** Hears 'deposit.credited' in the transaction of each credit (the webhooks). */
    private readonly domainEvents: Pick<DomainEvents, 'record'> = DomainEvents.none(),
  ) {
    this.failures = new ChangeLog(log, 'chain round failed; trying again later');
  }

  /** The wait before the next round. */
  get delayMs(): number {
    return roundDelay(this.chain.config.pollMs, this.failedRounds);
  }

  start(): void {
    if (this.closed) return;
    this.stopped = false;
    this.wake();
  }

  /** Runs a round now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.delayMs);
      }
    });
  }

  private async round() {
    try {
      if (this.lease && !(await this.lease.take())) return;
      const chain = await this.chain.get();
      const confirmations = this.chain.config.confirmations;
      const [{ DepositWatcher }, { WithdrawalSender }] = await Promise.all([
        import('./deposit-watcher'),
        import('./withdrawal-sender'),
      ]);
      await new DepositWatcher(this.db, chain, confirmations, this.events, this.domainEvents).runOnce();
      await new WithdrawalSender(this.db, chain, confirmations, this.events).runOnce();
      this.failedRounds = 0;
      this.failures.recovered('chain rounds work again');
    } catch (err) {
      this.failedRounds += 1;
      // The handle has logged why the chain cannot be opened; anything else is logged here, once per cause.
      if (err instanceof ChainUnavailable) this.log.debug({ failedRounds: this.failedRounds }, 'chain unavailable');
      else this.failures.failed(err);
    }
  }

  async stop(): Promise<void> {
    const started = !this.stopped;
    this.closed = true;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    // Another instance takes the rounds over at its next one, not after the lease lapses.
    if (started && this.lease)
      await this.lease.release().catch((err) => this.log.warn({ err }, 'chain round lease not released'));
  }
}
