import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/executor';

interface Entry<T> {
  version: string;
  at: number;
  value: T;
}

/**
 * Public answers that are the same for every viewer (quest lists for anyone not listing their own brand, a quest's
 * page for anyone but its owner), kept while nothing they depend on changed. The database bumps the
 * `quest_lists_version` sequence when a quest, its conditions or tasks, a brand or an escrow balance changes
 * (triggers of migrations 0013 and 0015, at commit), so one cheap read tells every server instance whether an
 * answer is still true; `ttlMs` bounds what time alone changes (a quest going live).
 */
export class PublicAnswerCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Answers being computed: requests that miss together wait for one computation instead of each running it. */
  private readonly computing = new Map<string, Promise<T>>();
  private readonly version: ChangeCounter;

  constructor(
    db: Executor,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
    /**
     * Past `ttlMs` with nothing changed, answer what is kept and compute the new answer behind it (once), instead of
     * making the request wait for it: for answers dear to compute (rendered pages), whose expiry would otherwise
     * queue every visitor of every page that expired together behind the renders.
     */
    private readonly refreshInBackground = false,
  ) {
    this.version = changeCounterOf(db);
  }

  /** The cached answer for `key` while still true, else `compute()`'s, remembered. */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      if (Date.now() - hit.at < this.ttlMs) return hit.value;
      if (this.refreshInBackground) {
        // A failed refresh keeps the kept answer; the next request past its time tries again.
        this.computeOnce(key, version, compute).catch(() => undefined);
        return hit.value;
      }
    }
    return this.computeOnce(key, version, compute);
  }

  private computeOnce(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const flight = `${version}:${key}`;
    const running = this.computing.get(flight);
    if (running) return running;
    const computed = this.compute(key, version, compute).finally(() => this.computing.delete(flight));
    this.computing.set(flight, computed);
    return computed;
  }

  private async compute(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, at: Date.now(), value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

/**
 * Reads the change counter. With `since` (a `performance.now()` taken when a request arrived), a read that started at
 * or after it answers at once: it already sees every change committed before that request (one request's several
 * caches share one read).
 */
export type ChangeCounter = (since?: number) => Promise<string>;

/** One reader of the change counter per database, shared by all its caches (a list and its count ask together). */
const changeCounters = new WeakMap<Executor, ChangeCounter>();

export function changeCounterOf(db: Executor): ChangeCounter {
  let reader = changeCounters.get(db);
  if (!reader) {
    reader = changeCounter(db);
    changeCounters.set(db, reader);
  }
  return reader;
}

/**
 * The change counter, read once for all the requests that arrived in this turn of the event loop (50 busy
 * connections made 50 identical reads). The read starts after each of them arrived, so each still sees every
 * change committed before it asked; a read already under way is never joined, as it may predate such a change.
 */
function changeCounter(db: Executor): ChangeCounter {
  let nextRead: Promise<string> | undefined;
  let last: { started: number; value: string } | undefined;
  const read = async () => {
    const started = performance.now();
    const rows = rowsOf<{ v: string }>(await db.execute(sql`select last_value::text as v from quest_lists_version`));
    const value = rows[0]?.v ?? '0';
    if (!last || started > last.started) last = { started, value };
    return value;
  };
  return (since) => {
    if (since !== undefined && last && last.started >= since) return Promise.resolve(last.value);
    nextRead ??= nextTurn().then(() => {
      nextRead = undefined;
      return read();
    });
    return nextRead;
  };
}
