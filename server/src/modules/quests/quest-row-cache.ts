import type { Database } from '../../db/client';
import { type ChangeCounter, changeCounterOf } from './public-answer-cache';
import { preparedQuestsInOrder, type QuestWithBrand } from './quests.repository';

interface Entry {
  version: string;
  at: number;
  row: QuestWithBrand;
}

/**
 * The rows a quest card is made of (quest, brand, escrow and pool: QuestWithBrand), by quest id, for public lists
 * (pages of match sets, quest-match-set.ts, and PostgreSQL's walks reading ids: pageQuests' `hydrate`): a quest seen
 * on one page is not read again for the next page, sort or keyword showing it. Checked against the public answer cache's change counter (a quest, its brand
 * or an escrow changed: read again); `ttlMs` bounds what the counter does not see (a pool's mode edited alone), as
 * the match sets' own. What time changes (phase, claimable) is worked out from the row per request (toQuestSummary).
 */
export class QuestRowCache {
  private readonly entries = new Map<string, Entry>();
  private readonly version: ChangeCounter;
  private readonly read: (ids: string[]) => Promise<QuestWithBrand[]>;

  constructor(
    db: Database,
    private readonly ttlMs = 60_000,
    /**
     * About 1.6 kB a row (measured on bench:search's quests; more with long descriptions): 50 MB at most. 10,000 made
     * 900 reads of rows for 1,500 of bench:search-varied's guest reads; 30,000 made 570, as many as 100,000.
     */
    private readonly maxEntries = 30_000,
  ) {
    this.version = changeCounterOf(db);
    this.read = preparedQuestsInOrder(db);
  }

  /**
   * The rows of `ids` in that order (ids not found left out), reading only those not kept; `since`: when the request
   * arrived (ChangeCounter).
   */
  async inOrder(ids: string[], since?: number): Promise<QuestWithBrand[]> {
    if (ids.length === 0) return [];
    const version = await this.version(since);
    const now = Date.now();
    const kept = new Map<string, QuestWithBrand>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.entries.get(id);
      if (hit && hit.version === version && now - hit.at < this.ttlMs) kept.set(id, hit.row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const row of await this.read(missing)) {
        kept.set(row.id, row);
        this.entries.delete(row.id);
        this.entries.set(row.id, { version, at: now, row });
      }
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(oldest);
      }
    }
    return ids.flatMap((id) => kept.get(id) ?? []);
  }
}
