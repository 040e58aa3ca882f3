import { ERROR_CODES } from '@questboard/contract/errors';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { MailLimitsConfig } from '../config';
import { AppError } from './app-error';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Daily caps on the mails anyone can make us send to an address not proven theirs (newsletter confirmations,
 * add-email codes), shared through Redis when there is one. The caller is told when it is over its cap (429); the
 * address's own cap is silent, so the answer never says whether someone else asked for that address today.
 */
export class MailLimits {
  private readonly byIp: RateLimiterAbstract;
  private readonly byUser: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(limits: MailLimitsConfig, redis?: Redis) {
    const make = (points: number, keyPrefix: string) =>
      redis
        ? new RateLimiterRedis({ storeClient: redis, points, duration: DAY_SECONDS, keyPrefix })
        : new RateLimiterMemory({ points, duration: DAY_SECONDS, keyPrefix });
    this.byIp = make(limits.perIpPerDay, 'qb:mail:ip');
    this.byUser = make(limits.perUserPerDay, 'qb:mail:user');
    this.byAddress = make(limits.perAddressPerDay, 'qb:mail:address');
  }

  /** Counts one request of an anonymous caller; throws 429 RATE_LIMITED with Retry-After once its day is spent. */
  countIp(ip: string): Promise<void> {
    return count(this.byIp, ip);
  }

  /** Counts one request of a signed-in user; throws 429 RATE_LIMITED with Retry-After once their day is spent. */
  countUser(userId: string): Promise<void> {
    return count(this.byUser, userId);
  }

  /** Whether the address may get one more such mail today (and counts it if so). */
  async mayMail(address: string): Promise<boolean> {
    try {
      await this.byAddress.consume(address.trim().toLowerCase());
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}

async function count(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new AppError(429, ERROR_CODES.RATE_LIMITED, `Too many requests today. Try again in ${formatWait(seconds)}.`, {
      'retry-after': String(seconds),
    });
  }
}

const formatWait = (seconds: number) =>
  seconds >= 3600 ? `${Math.ceil(seconds / 3600)} hours` : `${Math.ceil(seconds / 60)} minutes`;
