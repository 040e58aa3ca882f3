/**
 * One timer per participant × condition that checks again by itself once a provider's hold ends (the holds are in
 * quota-holds.ts). Timers live in this process; the database keeps each check's `recheckAt`, and `resume` puts the
 * timers back after a restart.
 */
export class RecheckQueue {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

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
