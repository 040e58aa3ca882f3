import { ERROR_CODES } from '@questboard/contract/errors';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

export type LimitedAction = 'sign-in' | 'sign-up' | 'resend' | 'reset' | 'activate';

export interface AuthLimits {
  perIp: number;
  perEmail: number;
  windowSeconds: number;
}

/** Per-IP and per-e-mail limits for the abuse-prone auth calls; shared through Redis when there is one. */
export class AuthLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;

  constructor(limits: AuthLimits, redis?: Redis) {
    const make = (points: number, keyPrefix: string) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, points, duration: limits.windowSeconds, keyPrefix })
        : new RateLimiterMemory({ points, duration: limits.windowSeconds, keyPrefix });
    this.byIp = make(limits.perIp, 'qb:auth:ip');
    this.byEmail = make(limits.perEmail, 'qb:auth:email');
  }

  /** Counts one attempt; throws 429 with Retry-After once either limit is spent. */
  async consume(action: LimitedAction, ip: string, email?: string): Promise<void> {
    try {
      await this.byIp.consume(`${action}:${ip}`);
      if (email) await this.byEmail.consume(`${action}:${email}`);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError(429, ERROR_CODES.RATE_LIMITED, `Too many attempts. Try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }
  }
}
