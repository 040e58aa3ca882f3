import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ChainHandle } from './chain-handle';
import { DepositWatcher, type WatcherEvents } from './deposit-watcher';
import { type SenderEvents, WithdrawalSender } from './withdrawal-sender';

/**
 * Runs the deposit watcher and the withdrawal sender every `pollMs` (and the sender at once when a request
 * arrives). Each round's work is safe to repeat and to run on several instances at once.
 */
export class ChainWorkers {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly chain: ChainHandle,
    private readonly log: FastifyBaseLogger,
    private readonly events: SenderEvents & WatcherEvents,
  ) {}

  start(): void {
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
        this.timer = setTimeout(() => this.wake(), this.chain.config.pollMs);
      }
    });
  }

  private async round() {
    try {
      const chain = await this.chain.get();
      const confirmations = this.chain.config.confirmations;
      await new DepositWatcher(this.db, chain, confirmations, this.events).runOnce();
      await new WithdrawalSender(this.db, chain, confirmations, this.events).runOnce();
    } catch (err) {
      this.log.error({ err }, 'chain round failed; trying again at the next one');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
