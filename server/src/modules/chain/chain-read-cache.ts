/**
 * A brief memory of chain reads: a read asked again within `ttlMs` is answered from memory, and reads asked while
 * the same one is under way share it (fifty participants checking at once make one call). Failed reads are not kept,
 * and `forget` drops a settled read (one whose answer did not meet a condition: the person checks again after acting).
 */
export class ChainReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  read<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    // Under way, it is shared even with no TTL; once settled, it is kept for ttlMs.
    this.entries.set(key, { value, until: Number.POSITIVE_INFINITY });
    value.then(
      () => {
        if (this.entries.get(key)?.value !== value) return;
        if (this.ttlMs > 0) this.entries.set(key, { value, until: Date.now() + this.ttlMs });
        else this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Drops `key`'s settled answer, so the next read asks the chain again; a read under way is still shared. */
  forget(key: string): void {
    const entry = this.entries.get(key);
    if (entry && entry.until !== Number.POSITIVE_INFINITY) this.entries.delete(key);
  }
}
