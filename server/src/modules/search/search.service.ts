import type { UserType } from '@questboard/contract/constants';
import type { SearchHistory, SearchResult } from '@questboard/contract/search';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { correctWords, searchWords } from '../../lib/full-text';
import type { QuestListsService } from '../quests/quests.module';
import { PublicAnswerCache } from '../quests/quests.module';
import { findBrands, findPeople, findPeopleNear } from './search.repository';
import { forgetAllSearches, forgetSearch, recentSearches, rememberSearch } from './search-histories.repository';

/** The header's search box: quests, brands and people for one keyword, and a signed-in user's recent searches. */
export class SearchService {
  constructor(
    private readonly db: Database,
    private readonly questLists: QuestListsService,
    // The same for every viewer; people's names may lag by the cache's few seconds.
    private readonly answers = new PublicAnswerCache<SearchResult>(db),
  ) {}

  /**
   * Best matches of each kind; misspelt words are corrected against the words of titles and brand names, and people
   * are found by a close spelling of a word of their name when no name contains the keyword.
   */
  find(keyword: string, limit: number): Promise<SearchResult> {
    return this.answers.get(`${limit}:${keyword}`, () => this.search(keyword, limit));
  }

  private async search(keyword: string, limit: number): Promise<SearchResult> {
    const words = searchWords(keyword);
    const [quests, brandRows, people] = await Promise.all([
      this.questLists.bestMatches(keyword, limit),
      this.brands(words, limit),
      this.people(keyword, limit),
    ]);
    return {
      keyword,
      quests,
      brands: brandRows,
      users: people.map((p) => ({ ...p, type: p.type as UserType })),
    };
  }

  /** The same search, put on top of the user's recent searches. */
  async findAndRemember(userId: string, keyword: string, limit: number): Promise<SearchResult> {
    await rememberSearch(this.db, userId, keyword);
    return this.find(keyword, limit);
  }

  /** The user's recent searches, newest first. */
  async histories(userId: string): Promise<SearchHistory[]> {
    const rows = await recentSearches(this.db, userId);
    return rows.map((row) => ({ id: row.id, keyword: row.keyword, searchedAt: row.searchedAt.toISOString() }));
  }

  /** Forgets one of the user's own searches; another user's is answered 404, as if it did not exist. */
  async forget(userId: string, id: string): Promise<{ ok: true }> {
    if (!(await forgetSearch(this.db, userId, id))) throw notFound('No such search in your history');
    return { ok: true };
  }

  /** Forgets all the user's searches. */
  async clear(userId: string): Promise<{ ok: true }> {
    await forgetAllSearches(this.db, userId);
    return { ok: true };
  }

  private async people(keyword: string, limit: number) {
    const found = await findPeople(this.db, keyword, limit);
    return found.length > 0 ? found : findPeopleNear(this.db, keyword, limit);
  }

  private async brands(words: string[], limit: number) {
    if (words.length === 0) return [];
    const found = await findBrands(this.db, words, limit);
    if (found.length > 0) return found;
    const corrected = await correctWords(this.db, words);
    return corrected ? findBrands(this.db, corrected, limit) : found;
  }
}
