import { ERROR_CODES } from '@questboard/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainConfig } from '../../config-chain';
import { AppError } from '../../lib/app-error';
import { ChangeLog } from '../../lib/change-log';
import type { ChainRuntime } from './chain-runtime';

/** The 503 every caller gets while the chain cannot be opened (the cause is logged once, by the handle). */
export class ChainUnavailable extends AppError {
  constructor() {
    super(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The chain cannot be reached right now. Try again soon.');
  }
}

const RETRY_AFTER_MS = 1_000;

/**
 * The chain, opened on first use: the server's chain workers open it in the background once the server answers
 * (main.ts); tests that never touch money on chain do not pay for it. A failed start is retried on the first use a
 * second or more later: a server whose chain is down (or not configured) does not pay for a start on every request
 * that could read it (a claim's wallet history signal, for one).
 */
export class ChainHandle {
  private opening?: Promise<ChainRuntime>;
  /** Once closed (the server stopping), never opened again: a late request must not start a second chain on the
   * same data folder while the first still holds its lock. */
  private closed = false;
  private failedAt = Number.NEGATIVE_INFINITY;
  private readonly failures: ChangeLog;

  constructor(
    readonly config: ChainConfig,
    private readonly env: string,
    log: FastifyBaseLogger,
    /** After a failed start, calls within this long answer 503 at once instead of trying again. */
    private readonly retryAfterMs = RETRY_AFTER_MS,
  ) {
    this.failures = new ChangeLog(log, 'the chain could not be opened');
  }

  /** The open chain, or a 503 that says the chain cannot be reached. */
  async get(): Promise<ChainRuntime> {
    if (this.closed) throw new ChainUnavailable();
    if (!this.opening && performance.now() - this.failedAt < this.retryAfterMs) throw new ChainUnavailable();
    // Imported here: the chain runtime and viem (a third of a second to load) wait for the chain's first use.
    this.opening ??= import('./chain-runtime')
      .then(({ openChain }) => openChain(this.config, this.env))
      .then(
        (runtime) => {
          this.failures.recovered('the chain is open again');
          return runtime;
        },
        (err: unknown) => {
          this.opening = undefined;
          this.failedAt = performance.now();
          // Tried again a second later at the earliest: the cause is logged once, and again when it changes.
          this.failures.failed(err);
          throw new ChainUnavailable();
        },
      );
    return this.opening;
  }

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    this.opening = undefined;
    if (opening) await (await opening.catch(() => undefined))?.close();
  }
}
