import { ERROR_CODES } from '@questboard/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainConfig } from '../../config-chain';
import { AppError } from '../../lib/app-error';
import { type ChainRuntime, openChain } from './chain-runtime';

/**
 * The chain, opened on first use: the embedded development chain costs a second or two to start, so start-up
 * and tests that never touch money on chain do not pay for it. A failed start is retried on the next use.
 */
export class ChainHandle {
  private opening?: Promise<ChainRuntime>;

  constructor(
    readonly config: ChainConfig,
    private readonly env: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The open chain, or a 503 that says the chain cannot be reached. */
  async get(): Promise<ChainRuntime> {
    this.opening ??= openChain(this.config, this.env).catch((err: unknown) => {
      this.opening = undefined;
      this.log.error({ err }, 'the chain could not be opened');
      throw new AppError(
        503,
        ERROR_CODES.SERVICE_UNAVAILABLE,
        'The chain cannot be reached right now. Try again soon.',
      );
    });
    return this.opening;
  }

  /** True once the chain has been opened (workers only follow a chain someone uses or that main started). */
  get started(): boolean {
    return this.opening !== undefined;
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    if (opening) await (await opening.catch(() => undefined))?.close();
  }
}
