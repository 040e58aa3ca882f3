import type { Executor } from '../../db/executor';
import { changeCounterOf } from './public-answer-cache';
import { loadMatchSet, type MatchSet } from './quest-match-set';

/** Keywords matching more public quests than this are paged by PostgreSQL (statements of quest-list-filter.ts). */
export const MATCH_SET_CAP = 5_000;
/**
 * Matches kept in memory over all keywords, the least recently asked keyword dropped first. About 90–110 bytes each
 * (the id's 36, 4 numbers of 8, the brand's place 4, the category list's pointer 8, flags, and each sort's order 4),
 * so 80–90 MB at most. 400,000 was too few for bench:search-varied's keywords at 100,000 quests (470,000 matches over
 * 216 keywords under the cap): the sets were dropped and read again all the time, the dearest statement of the mix.
 */
const KEPT_MATCHES = 800_000;

interface Entry {
  version: string;
  at: number;
  set: MatchSet | null;
}

/**
 * The match sets of guest keywords (quest-match-set.ts), one per keyword's search words, whatever its page, sort
 * or filters: visitors asking different pages, sorts and categories of one word share one read of its matches.
 * Checked against the public answer cache's change counter (a quest or brand changed, an escrow crossed its
 * reward: loaded again). Time alone changes nothing kept (phases are worked out per page), so `ttlMs` (10 minutes)
 * only bounds what the counter does not see (a pool mode edited without touching its quest). Keywords past
 * MATCH_SET_CAP are remembered as such (null) so that they are not read again.
 */
export class MatchSetCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<MatchSet | null>>();
  private readonly version: () => Promise<string>;
  private kept = 0;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs = 600_000,
    private readonly cap = MATCH_SET_CAP,
  ) {
    this.version = changeCounterOf(db);
  }

  /** The match set of `words`, or null when more quests match than the cap. */
  async get(words: readonly string[]): Promise<MatchSet | null> {
    const key = words.join(' ');
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.set;
    }
    const flight = `${version}:${key}`;
    const running = this.loading.get(flight);
    if (running) return running;
    const loaded = loadMatchSet(this.db, words, this.cap)
      .then((set) => {
        this.keep(key, { version, at: Date.now(), set });
        return set;
      })
      .finally(() => this.loading.delete(flight));
    this.loading.set(flight, loaded);
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
