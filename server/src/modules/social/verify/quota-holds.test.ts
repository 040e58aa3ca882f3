import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryQuotaHolds, type QuotaHolds, RedisQuotaHolds } from './quota-holds';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.warn('SKIPPED shared quota holds on Redis: they need TEST_REDIS_URL (the in-process holds are tested).');
}

/** What every kind of holds must do: held until the time given, never shortened, free again after. */
async function holdsBehave(one: QuotaHolds, other: QuotaHolds) {
  const key = `x:follows:${randomUUID()}`;
  expect(await other.heldUntil(key)).toBeNull();
  const later = new Date(Date.now() + 60_000);
  await one.hold(key, later);
  expect((await other.heldUntil(key))?.getTime()).toBe(later.getTime());
  await one.hold(key, new Date(Date.now() + 1_000));
  expect((await other.heldUntil(key))?.getTime()).toBe(later.getTime());
  const soon = `x:likes:${randomUUID()}`;
  await one.hold(soon, new Date(Date.now() + 50));
  await expect.poll(() => other.heldUntil(soon)).toBeNull();
}

describe('provider quota holds', () => {
  it('in one process', async () => {
    const holds = new MemoryQuotaHolds();
    await holdsBehave(holds, holds);
  });

  describe.runIf(Boolean(redisUrl))('shared through Redis', () => {
    const clients = redisUrl ? [new Redis(redisUrl), new Redis(redisUrl)] : [];
    afterAll(() => Promise.all(clients.map((c) => c.quit())));

    it('a 429 seen by one instance holds the quota for the others', async () => {
      const prefix = `qb-test:hold:${randomUUID()}:`;
      const [a, b] = clients as [Redis, Redis];
      await holdsBehave(new RedisQuotaHolds(a, prefix), new RedisQuotaHolds(b, prefix));
    });
  });
});
