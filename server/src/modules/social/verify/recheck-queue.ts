/**
 * The in-process side of provider rate limits: which quotas are held until when (so a held check costs the
 * provider nothing), and one timer per participant × condition that checks again by itself once the hold ends.
 * Held quotas and timers live in this process; the database keeps each check's `recheckAt`, and `resume` puts the
 * timers back after a restart.
 */
export class RecheckQueue {
  private readonly held = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  /** Until when this quota is held (null when it is free). */
  heldUntil(quotaKey: string, now = Date.now()): Date | null {
    const until = this.held.get(quotaKey);
    if (until === undefined) return null;
    if (until <= now) {
      this.held.delete(quotaKey);
      return null;
    }
    return new Date(until);
  }

  hold(quotaKey: string, until: Date): void {
    this.held.set(quotaKey, Math.max(until.getTime(), this.held.get(quotaKey) ?? 0));
  }

  /** Runs `job` at `at` (replacing an earlier timer of the same key); a job that throws is only logged by it. */
  schedule(jobKey: string, at: Date, job: () => Promise<void>): void {
    if (this.stopped) return;
    this.cancel(jobKey);
    const timer = setTimeout(
      () => {
        this.timers.delete(jobKey);
        void job();
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
    this.timers.set(jobKey, timer);
  }

  cancel(jobKey: string): void {
    const timer = this.timers.get(jobKey);
    if (timer) clearTimeout(timer);
    this.timers.delete(jobKey);
  }

  has(jobKey: string): boolean {
    return this.timers.has(jobKey);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
