import type { Executor } from '../../db/executor';
import { type ChangeCounter, changeCounterOf } from './public-answer-cache';
import { loadPublicQuests, type PublicQuests } from './public-quests';
import { everyPublicQuest, loadMatchSet, type MatchSet } from './quest-match-set';

/** Keywords matching more public quests than this are paged by PostgreSQL (statements of quest-list-filter.ts). */
export const MATCH_SET_CAP = 250_000;
/**
 * The cap on embedded PGlite, where ranking is several times dearer (WASM, one connection for every request): a word
 * in 67,000 of 100,000 quests took 3.6 s to read whole there (machine load 13), during which every other request
 * waited; its first pages by PostgreSQL (open quests ranked first) cost far less. The cap match sets had before.
 */
export const EMBEDDED_MATCH_SET_CAP = 5_000;
/**
 * Matches kept in memory over all keywords, the least recently asked keyword dropped first. 12 bytes each (a place
 * in the public quests, a rank) and 4 more for each sort asked of its keyword: 24–50 MB at most. bench:search-varied's
 * keywords at 100,000 quests match 1,150,000 quests over 275 keywords; fewer kept and the sets were dropped and read
 * again all the time, the dearest statement of the mix.
 */
const KEPT_MATCHES = 1_500_000;

interface Entry {
  version: string;
  at: number;
  set: MatchSet | null;
}

interface Snapshot {
  version: string;
  at: number;
  all: PublicQuests;
  everything: MatchSet;
}

/**
 * The public quests (public-quests.ts) and the match sets of guest keywords (quest-match-set.ts), one per keyword's
 * search words, whatever its page, sort or filters: visitors asking different pages, sorts and categories of one word
 * share one read of its matches, and lists without keyword read none. Checked against the public answer cache's
 * change counter (a quest or brand changed, an escrow crossed its reward: all read again). Time alone changes nothing
 * kept (phases are worked out per page), so `ttlMs` (10 minutes) only bounds what the counter does not see (a pool
 * mode edited without touching its quest). Keywords past MATCH_SET_CAP are remembered as such (null) so that they
 * are not read again.
 */
export class MatchSetCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<MatchSet | null>>();
  private snapshot: Snapshot | undefined;
  private snapshotLoading: { version: string; loaded: Promise<Snapshot> } | undefined;
  private readonly version: ChangeCounter;
  private kept = 0;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 600_000,
    private readonly cap = MATCH_SET_CAP,
  ) {
    this.version = changeCounterOf(db);
  }

  /** Every public quest, as the match set of a list without keyword; `since`: when the request arrived. */
  async everything(since?: number): Promise<MatchSet> {
    return (await this.publicQuests(await this.version(since))).everything;
  }

  /** The match set of `words`, or null when more quests match than the cap; `since`: when the request arrived. */
  async get(words: readonly string[], since?: number): Promise<MatchSet | null> {
    const key = words.join(' ');
    const version = await this.version(since);
    const { all } = await this.publicQuests(version);
    const hit = this.entries.get(key);
    const fresh = hit && hit.version === version && Date.now() - hit.at < this.ttlMs;
    if (hit && fresh && (hit.set === null || hit.set.all === all)) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.set;
    }
    const flight = `${version}:${key}`;
    const running = this.loading.get(flight);
    if (running) return running;
    const loaded = loadMatchSet(this.db, all, words, this.cap)
      .then((set) => {
        this.keep(key, { version, at: Date.now(), set });
        return set;
      })
      .finally(() => this.loading.delete(flight));
    this.loading.set(flight, loaded);
    return loaded;
  }

  /** The public quests at `version`, read once for every request asking together. */
  private async publicQuests(version: string): Promise<Snapshot> {
    const kept = this.snapshot;
    if (kept && kept.version === version && Date.now() - kept.at < this.ttlMs) return kept;
    if (this.snapshotLoading?.version === version) return this.snapshotLoading.loaded;
    const loaded = loadPublicQuests(this.db).then((all) => {
      const snapshot = { version, at: Date.now(), all, everything: everyPublicQuest(all) };
      // Match sets are places in one snapshot: those of the one replaced are read again.
      this.entries.clear();
      this.kept = 0;
      this.snapshot = snapshot;
      return snapshot;
    });
    const loading = { version, loaded };
    this.snapshotLoading = loading;
    const done = () => {
      if (this.snapshotLoading === loading) this.snapshotLoading = undefined;
    };
    loaded.then(done, done);
    return loaded;
  }

  private keep(key: string, entry: Entry): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.kept += entry.set?.size ?? 0;
    for (const oldest of this.entries.keys()) {
      if (this.kept <= KEPT_MATCHES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.kept -= entry.set?.size ?? 0;
    this.entries.delete(key);
  }
}
