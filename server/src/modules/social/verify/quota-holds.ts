import type { Redis } from 'ioredis';

/** Provider quotas held after a 429 (until the time the provider gave): no check asks the provider before then. */
export interface QuotaHolds {
  heldUntil(quotaKey: string): Promise<Date | null>;
  hold(quotaKey: string, until: Date): Promise<void>;
}

/** Holds known to this process only (no Redis configured). */
export class MemoryQuotaHolds implements QuotaHolds {
  private readonly held = new Map<string, number>();

  async heldUntil(quotaKey: string, now = Date.now()): Promise<Date | null> {
    const until = this.held.get(quotaKey);
    if (until === undefined) return null;
    if (until <= now) {
      this.held.delete(quotaKey);
      return null;
    }
    return new Date(until);
  }

  async hold(quotaKey: string, until: Date): Promise<void> {
    this.held.set(quotaKey, Math.max(until.getTime(), this.held.get(quotaKey) ?? 0));
  }
}

/**
 * Holds shared by every instance through Redis: one key per quota that expires when the hold ends, so an instance
 * that did not see the 429 does not spend the provider's next answer either. A later hold never shortens one.
 */
export class RedisQuotaHolds implements QuotaHolds {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'qb:social-hold:',
  ) {}

  async heldUntil(quotaKey: string): Promise<Date | null> {
    const value = await this.redis.get(this.prefix + quotaKey);
    const until = Number(value);
    return value && until > Date.now() ? new Date(until) : null;
  }

  async hold(quotaKey: string, until: Date): Promise<void> {
    const current = await this.heldUntil(quotaKey);
    if (current && current >= until) return;
    const ms = until.getTime() - Date.now();
    if (ms > 0) await this.redis.set(this.prefix + quotaKey, String(until.getTime()), 'PX', ms);
  }
}
