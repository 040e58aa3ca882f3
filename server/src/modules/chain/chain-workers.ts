import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { chainDeposits, withdrawals } from '../../db/schema/chain';
import { ChangeLog } from '../../lib/change-log';
import { type ChainHandle, ChainUnavailable } from './chain-handle';
import type { WatcherEvents } from './deposit-watcher';
import type { SenderEvents } from './withdrawal-sender';

/** Longest wait between rounds while they fail (unless `pollMs` itself is longer). */
export const MAX_BACKOFF_MS = 60_000;

/** The wait before the next round: `pollMs`, doubled for every round that failed in a row, at most a minute. */
export function roundDelay(pollMs: number, failedRounds: number): number {
  if (failedRounds === 0) return pollMs;
  return Math.max(pollMs, Math.min(pollMs * 2 ** Math.min(failedRounds, 30), MAX_BACKOFF_MS));
}

/**
 * Runs the deposit watcher and the withdrawal sender every `pollMs` (and the sender at once when a request
 * arrives). Each round's work is safe to repeat and to run on several instances at once. While rounds fail, the
 * wait doubles up to a minute and the failure is logged once (again only when its cause changes).
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
      const chain = await this.chain.get();
      const confirmations = this.chain.config.confirmations;
      const [{ DepositWatcher }, { WithdrawalSender }] = await Promise.all([
        import('./deposit-watcher'),
        import('./withdrawal-sender'),
      ]);
      await new DepositWatcher(this.db, chain, confirmations, this.events).runOnce();
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
    this.closed = true;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

/**
 * Starts the workers at server start. A chain node of its own moves while the server is away, so its rounds start at
 * once. The embedded development chain runs in this process and moves only while it is open (every use of it — the
 * wallet's RPC route, the faucet, a withdrawal — opens it through the handle), so opening it at start (ganache: 1–2 s
 * of CPU that holds up the first pages, and ~50 MiB) is needed only when it left work unfinished: withdrawals not
 * yet confirmed, deposits waiting for confirmations. Otherwise the rounds start when something first opens it.
 */
export async function startChainWorkers(workers: ChainWorkers, chain: ChainHandle, db: Database): Promise<void> {
  const config = chain.config;
  if (config.kind === 'rpc' || (await unfinishedChainWork(db, config.chainId))) workers.start();
  else chain.onceOpened(() => workers.start());
}

async function unfinishedChainWork(db: Database, chainId: number): Promise<boolean> {
  const [withdrawal] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chainId), inArray(withdrawals.status, ['REQUESTED', 'SENT'])))
    .limit(1);
  if (withdrawal) return true;
  const [deposit] = await db
    .select({ id: chainDeposits.id })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, chainId), eq(chainDeposits.status, 'PENDING')))
    .limit(1);
  return deposit !== undefined;
}
