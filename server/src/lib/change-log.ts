import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs a failure that repeats (a chain that cannot be reached, polled every few seconds) once, then again only when
 * its cause changes; the repeats go to debug. `recovered` logs once when the failing stops.
 */
export class ChangeLog {
  private last?: string;
  private repeats = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  /** True while the last call was a failure. */
  get failing(): boolean {
    return this.last !== undefined;
  }

  failed(err: unknown): void {
    const cause = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (cause === this.last) {
      this.repeats += 1;
      this.log.debug({ repeats: this.repeats }, `${this.what} (again)`);
      return;
    }
    this.last = cause;
    this.repeats = 0;
    this.log.error({ err }, this.what);
  }

  recovered(message: string): void {
    if (this.last === undefined) return;
    this.last = undefined;
    this.repeats = 0;
    this.log.info(message);
  }
}
