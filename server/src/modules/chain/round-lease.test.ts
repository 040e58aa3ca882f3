import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ChainWorkers } from './chain-workers';
import { RoundLease } from './round-lease';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noEvents = { changed: () => {}, credited: () => {}, progressed: () => {} };

describe('the chain rounds’ lease', () => {
  it('lets one instance run the rounds; another takes over when it stops, or when it stops renewing', async () => {
    const db = t.app.ctx.db;
    const first = new RoundLease(db, 1);
    const second = new RoundLease(db, 1);
    expect(await first.take()).toBe(true);
    expect(await second.take()).toBe(false);
    expect(await first.take()).toBe(true); // renewed by its next round

    await first.release();
    expect(await second.take()).toBe(true);
    expect(await first.take()).toBe(false);

    // `second` dies without a word: once its last renewal is older than the lease, `first` takes over.
    await vi.waitFor(async () => expect(await first.take()).toBe(true), { timeout: 10_000, interval: 100 });
    expect(await second.take()).toBe(false);
    await first.release();
  });

  it('keeps the rounds of instances sharing a database on the holder alone', async () => {
    const real = t.app.services.chain;
    const asked = { a: 0, b: 0 };
    const source = (name: 'a' | 'b') => ({
      config: { ...real.config, pollMs: 20 },
      async get() {
        asked[name] += 1;
        return real.get();
      },
    });
    const a = new ChainWorkers(t.app.ctx.db, source('a'), t.app.log, noEvents, new RoundLease(t.app.ctx.db, 60));
    const b = new ChainWorkers(t.app.ctx.db, source('b'), t.app.log, noEvents, new RoundLease(t.app.ctx.db, 60));
    a.start();
    await expect.poll(() => asked.a, { timeout: 30_000, interval: 20 }).toBeGreaterThan(2);
    b.start();
    const bAtStart = asked.b;
    const aThen = asked.a;
    await expect.poll(() => asked.a, { timeout: 30_000, interval: 20 }).toBeGreaterThan(aThen + 3);
    expect(asked.b).toBe(bAtStart); // b's rounds found the lease held and asked nothing of the chain

    await a.stop(); // gives the lease up: b's next round takes it
    await expect.poll(() => asked.b, { timeout: 30_000, interval: 20 }).toBeGreaterThan(bAtStart + 2);
    await b.stop();
  });
});
