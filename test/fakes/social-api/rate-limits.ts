import type { FakeAnswer } from './http-fake';

/** Answers 429 to the next `times` calls, the way a provider's quota runs out, with the headers it sends. */
export class FakeRateLimit {
  private left = 0;
  private resetAt = 0;

  constructor(private readonly answer: (resetAt: number) => FakeAnswer) {}

  /** The next `times` calls are refused; the quota frees `seconds` from now. */
  limit(seconds: number, times = 1): void {
    this.left = times;
    this.resetAt = Date.now() + seconds * 1000;
  }

  /** A 429 answer while the quota is spent, else null. */
  take(): FakeAnswer | null {
    if (this.left <= 0) return null;
    this.left--;
    return this.answer(this.resetAt);
  }
}
