import { CHAT_MESSAGES_PER_SECOND } from '@questboard/contract/chat';
import { ERROR_CODES } from '@questboard/contract/errors';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';

/**
 * At most CHAT_MESSAGES_PER_SECOND messages a second per user, over all their sockets (and instances, with Redis;
 * should Redis fail, each instance counts on its own until it is back).
 */
export class ChatRateLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis?: Redis, points = CHAT_MESSAGES_PER_SECOND) {
    const options = { points, duration: 1, keyPrefix: 'qb:chat:send' };
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, insuranceLimiter: new RateLimiterMemory(options), ...options })
      : new RateLimiterMemory(options);
  }

  /** Counts one message; throws a refusal once the second's allowance is spent. */
  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new AppError(
        429,
        ERROR_CODES.RATE_LIMITED,
        `You are sending messages too fast: at most ${CHAT_MESSAGES_PER_SECOND} a second.`,
      );
    }
  }
}
