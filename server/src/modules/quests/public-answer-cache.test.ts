import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/executor';
import { changeCounterOf, PublicAnswerCache } from './public-answer-cache';

/** A database whose change counter is `version.v`; `reads` counts the reads of it. */
function counter(version: { v: string }, reads = { n: 0 }) {
  return {
    execute: async () => {
      reads.n++;
      const v = version.v;
      await new Promise((resolve) => setImmediate(resolve));
      return [{ v }];
    },
  } as unknown as Executor;
}

describe('public answer cache', () => {
  it('computes once for requests that miss together, and again once the data changed', async () => {
    const version = { v: '1' };
    const cache = new PublicAnswerCache<number>(counter(version));
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((resolve) => setImmediate(resolve));
      return runs;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('list', compute)));
    expect(answers).toEqual(Array(20).fill(1));
    expect(await cache.get('list', compute)).toBe(1);
    version.v = '2';
    expect(await cache.get('list', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('hands a failure to every waiting request and keeps nothing of it', async () => {
    const cache = new PublicAnswerCache<number>(counter({ v: '1' }));
    let fail = true;
    const compute = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (fail) throw new Error('database gone');
      return 7;
    };
    const results = await Promise.allSettled([cache.get('k', compute), cache.get('k', compute)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await cache.get('k', compute)).toBe(7);
  });

  it('reads the change counter once for requests that arrive together, never with a read that started before them', async () => {
    const version = { v: '1' };
    const reads = { n: 0 };
    const cache = new PublicAnswerCache<string>(counter(version, reads));
    const compute = async () => version.v;
    expect(await Promise.all(Array.from({ length: 50 }, () => cache.get('k', compute)))).toEqual(Array(50).fill('1'));
    expect(reads.n).toBe(1);
    // A change commits while a read is under way: a request that asks after it must see it.
    const early = cache.get('k', compute);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.n).toBe(2);
    version.v = '2';
    const late = cache.get('k', compute);
    expect(await early).toBe('1');
    expect(await late).toBe('2');
    expect(reads.n).toBe(3);
  });

  it('shares one read of the change counter among the caches of one database', async () => {
    const reads = { n: 0 };
    const db = counter({ v: '1' }, reads);
    const lists = new PublicAnswerCache<string>(db);
    const counts = new PublicAnswerCache<number>(db);
    await Promise.all([lists.get('page', async () => 'items'), counts.get('filter', async () => 3)]);
    expect(reads.n).toBe(1);
    const other = new PublicAnswerCache<number>(counter({ v: '1' }, reads));
    await Promise.all([counts.get('filter', async () => 3), other.get('filter', async () => 3)]);
    expect(reads.n).toBe(3);
  });

  it('serves one request’s later caches with a read that started after it arrived, never with an older one', async () => {
    const version = { v: '1' };
    const reads = { n: 0 };
    const read = changeCounterOf(counter(version, reads));
    const before = performance.now();
    expect(await read()).toBe('1');
    const arrived = performance.now();
    version.v = '2';
    // The read above started before this request arrived: it may predate a change the request must see.
    expect(await read(arrived)).toBe('2');
    expect(reads.n).toBe(2);
    // That second read started after the request arrived: its other caches take it as it is.
    expect(await read(arrived)).toBe('2');
    expect(await read(before)).toBe('2');
    expect(reads.n).toBe(2);
  });

  describe('past its time with nothing changed', () => {
    afterEach(() => vi.useRealTimers());
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

    it('waits for the new answer by default', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const cache = new PublicAnswerCache<number>(counter({ v: '1' }), 1_000);
      let runs = 0;
      const compute = async () => ++runs;
      expect(await cache.get('k', compute)).toBe(1);
      later(1_001);
      expect(await cache.get('k', compute)).toBe(2);
    });

    it('answers the kept one and computes the new one once, behind it, when asked to refresh in the background', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const version = { v: '1' };
      const cache = new PublicAnswerCache<number>(counter(version), 1_000, 500, true);
      let runs = 0;
      let release = () => {};
      const compute = async () => {
        runs++;
        if (runs > 1) await new Promise<void>((resolve) => (release = resolve));
        return runs;
      };
      expect(await cache.get('k', compute)).toBe(1);
      later(1_001);
      // Three visitors while the refresh is under way: the kept answer at once, one computation.
      expect(await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)])).toEqual([
        1, 1, 1,
      ]);
      expect(runs).toBe(2);
      release();
      await vi.waitFor(async () => expect(await cache.get('k', compute)).toBe(2));
      // A change is never answered from what was kept: the request waits for the new answer.
      version.v = '2';
      const changed = cache.get('k', compute);
      await vi.waitFor(() => expect(runs).toBe(3));
      release();
      expect(await changed).toBe(3);
    });
  });
});
