import type { RealtimePort } from '../../lib/realtime-port';

/** How long the pulse gathers changes before it tells the open tabs: one event however many claims were paid. */
const PULSE_MS = 1_000;

/**
 * Tells every open tab that XP moved, so an open leaderboard fetches its page again (issue 37: live boards). At most
 * one `boardsChanged` per second per instance: a burst of 2,500 claims a second is one event, not 2,500.
 */
export class BoardPulse {
  private pending?: NodeJS.Timeout;

  constructor(
    private readonly realtime: Pick<RealtimePort, 'toEveryone'>,
    private readonly everyMs = PULSE_MS,
  ) {}

  changed(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.realtime.toEveryone('boardsChanged');
    }, this.everyMs);
    this.pending.unref();
  }
}
