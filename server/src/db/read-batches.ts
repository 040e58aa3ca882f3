import { setImmediate as nextTurn } from 'node:timers/promises';

interface Waiting<Ask, Answer> {
  ask: Ask;
  resolve(answer: Answer | undefined): void;
  reject(error: unknown): void;
}

const BATCH_MAX = 500;

/**
 * Reads that many requests make at once, answered together by one statement: every authenticated request looks up
 * its session and every start and claim its eligibility reads, and under load the round trip per request (socket
 * writes, protocol parsing, the pool, the backend's bind and execute) costs more than the read itself. A read starts
 * at once while fewer than `maxInFlight` run; the ones that arrive meanwhile, and those of the same turn of the event
 * loop, go together in the next (see ClaimWriter). Each is still read after its request arrived, so a revoked
 * session, say, is refused as before. `readAll` reads a batch and answers each of its asks (a copy each, so two
 * requests share nothing a handler might change); when it fails, every ask of the batch fails with it.
 */
export class ReadBatches<Ask, Answer> {
  private readonly waiting: Array<Waiting<Ask, Answer>> = [];
  private running = 0;

  constructor(
    private readonly readAll: (asks: Ask[]) => Promise<(ask: Ask) => Answer | undefined>,
    // Two: under load (bench:claims) four in flight made batches of a dozen and a statement per ~7 requests; the
    // wait for one of two in flight is a round trip of a read by index.
    private readonly maxInFlight = 2,
  ) {}

  read(ask: Ask): Promise<Answer | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ask, resolve, reject });
      if (this.running < this.maxInFlight) {
        this.running++;
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      await nextTurn();
      await this.run(this.waiting.splice(0, BATCH_MAX));
    }
    this.running--;
  }

  private async run(batch: Array<Waiting<Ask, Answer>>): Promise<void> {
    let answer: (ask: Ask) => Answer | undefined;
    try {
      answer = await this.readAll(batch.map((w) => w.ask));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    for (const w of batch) w.resolve(answer(w.ask));
  }
}
