import { ERROR_CODES } from '@questboard/contract/errors';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { brands } from '../../db/schema/brands';
import { type UserRow, users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { ApiKeyCaller } from '../../lib/viewer';
import { matches, prefixOf } from './key-secrets';

/** last_used_at is written at most this often per key (not on every request). */
const LAST_USED_EVERY_MS = 60_000;

const tooMany = (seconds: number) =>
  new AppError(
    429,
    ERROR_CODES.RATE_LIMITED,
    `Too many requests with this API key. Try again in ${seconds} seconds.`,
    { 'retry-after': String(seconds) },
    { seconds },
  );

/**
 * Who an `Authorization: Bearer qb_…` is: the key's brand owner acting through the key, or null for a key that is
 * unknown, revoked or expired. Each call spends one of the key's requests per minute (shared through Redis when
 * there is one; 429 with Retry-After once spent).
 */
export class KeyCallers {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    private readonly db: Database,
    limits: { perMinute: number },
    redis?: Redis,
  ) {
    const options = { points: limits.perMinute, duration: 60, keyPrefix: 'qb:apikey' };
    this.limiter = redis ? new RateLimiterRedis({ storeClient: redis, ...options }) : new RateLimiterMemory(options);
  }

  async resolve(token: string): Promise<{ user: UserRow; apiKey: ApiKeyCaller } | null> {
    const prefix = prefixOf(token);
    if (!prefix) return null;
    const [found] = await this.db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(brands, eq(brands.id, apiKeys.brandId))
      .innerJoin(users, eq(users.id, brands.ownerId))
      .where(eq(apiKeys.prefix, prefix));
    if (!found || !matches(token, found.key.secretHash)) return null;
    const { key, user } = found;
    const now = Date.now();
    if (key.revokedAt || (key.expiresAt && key.expiresAt.getTime() <= now)) return null;
    try {
      await this.limiter.consume(key.id);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw tooMany(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiKeys.id, key.id));
    }
    return { user, apiKey: { id: key.id, brandId: key.brandId, scope: key.scope } };
  }
}
