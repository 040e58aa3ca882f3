import {
  ACTION_PARAMS,
  type ConditionAction,
  NETWORK_ACTIONS,
  NETWORKS,
  type Network,
} from '@questboard/contract/conditions';
import type { QuestListQuery, QuestSummary } from '@questboard/contract/quests';
import { and, arrayOverlaps, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { actionName, networkName } from '../../i18n/catalogue-names';
import type { ServerLanguage } from '../../i18n/i18n';
import { correctWords, searchWords } from '../../lib/full-text';
import type { Viewer } from '../../lib/viewer';
import type { CatalogueService } from '../catalogue/catalogue.module';
import { PublicAnswerCache } from './public-answer-cache';
import { questListFilter } from './quest-list-filter';
import { pageOfMatchSet } from './quest-match-set';
import { MATCH_SET_CAP, MatchSetCache } from './quest-match-set-cache';
import { QuestRowCache } from './quest-row-cache';
import { isClaimable, isPublicQuest, liveFirstSql as liveFirst } from './quest-rules';
import { toQuestSummary } from './quests.presenter';
import { type CountVia, type Hydrate, isFundedPublished, pageQuests, type QuestTotal } from './quests.repository';
import type { QuestsService } from './quests.service';

type Page = { offset: number; limit: number };
/** Who checks a network × action on this installation (social/verify/verifiers.ts). */
export interface Checkability {
  checkability(
    network: Network,
    action: ConditionAction,
  ): { checkedBy: 'PLATFORM' | 'REVIEW'; checkNote: string | null };
}
type List = { items: QuestSummary[] } & QuestTotal;

/** Public quest lists: search, brand pages, banners, featured and related. */
export class QuestListsService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueService,
    private readonly questsService: QuestsService,
    /** Keywords matching more public quests are paged by PostgreSQL (quest-match-set-cache.ts). */
    matchSetCap = MATCH_SET_CAP,
    private readonly cache = new PublicAnswerCache<List>(db),
    /**
     * Public match counts by filter: paging or re-sorting one search counts its matches once. Without claimability
     * a filter reads no clock (status, brand, keyword, categories), so its count holds until the change counter moves
     * (10 minutes at most); with it, as long as a list answer.
     */
    private readonly counts = new PublicAnswerCache<QuestTotal>(db, 600_000, 5_000),
    private readonly claimCounts = new PublicAnswerCache<QuestTotal>(db, 5_000, 1_000),
    /** The public quests, and the matches of each guest keyword, for all its pages, sorts and filters. */
    private readonly matchSets = new MatchSetCache(db, undefined, matchSetCap),
    /** The rows of the quest cards of match-set pages, by id. */
    private readonly rows = new QuestRowCache(db),
  ) {}

  /** The networks conditions can use. */
  socials(language: ServerLanguage) {
    return NETWORKS.map((network) => ({ network, name: networkName(network, language) }));
  }

  /** Actions per network with the params each needs, and who checks each here (the platform or the owner). */
  actions(network: Network | undefined, checks: Checkability, language: ServerLanguage) {
    return NETWORKS.filter((n) => !network || n === network).flatMap((n) =>
      NETWORK_ACTIONS[n].map((action) => ({
        network: n,
        action,
        name: actionName(action, language),
        params: [...ACTION_PARAMS[action]],
        ...checks.checkability(n, action),
      })),
    );
  }

  /**
   * Public quests by keyword (full text over title, brand name and description, with a typo-tolerant retry),
   * statuses, categories, brand and claimability. With the brandId of the viewer's own brand, drafts are listed too.
   */
  async list(viewer: Viewer, query: z.output<typeof QuestListQuery>): Promise<List> {
    const ownBrand = query.brandId ? await this.ownsBrand(viewer, query.brandId) : false;
    if (ownBrand) return this.search(query, false, query.keyword ? searchWords(query.keyword) : []);
    const asked = performance.now();
    return this.cache.get(`list:${JSON.stringify(query)}`, () => this.findPublic(query, true, asked));
  }

  /** The best public matches of a keyword, without counting every match (the header's suggestions show no total). */
  async bestMatches(keyword: string, limit: number): Promise<QuestSummary[]> {
    const query = { keyword, limit, offset: 0 };
    const asked = performance.now();
    const found = await this.cache.get(`best:${JSON.stringify(query)}`, () => this.findPublic(query, false, asked));
    return found.items;
  }

  /**
   * Public quests for `query`; when its words find nothing, again with the closest known words. `asked`: when the
   * request arrived (the caches' change counter read since then serves them all).
   */
  private async findPublic(query: z.output<typeof QuestListQuery>, counted: boolean, asked: number): Promise<List> {
    const words = query.keyword ? searchWords(query.keyword) : [];
    const found = await this.search(query, true, words, counted, asked);
    if (found.items.length > 0 || found.total > 0 || words.length === 0) return found;
    const corrected = await correctWords(this.db, words);
    return corrected ? this.search(query, true, corrected, counted, asked) : found;
  }

  /**
   * One page of `query` with `words`. Public counts are shared by every page and sort of one filter; without
   * `counted`, a full page's total is left at 0 instead of counted.
   */
  private async search(
    query: z.output<typeof QuestListQuery>,
    publicOnly: boolean,
    words: string[],
    counted = true,
    asked?: number,
  ): Promise<List> {
    // Public lists by search words or without keyword are answered from memory (a literal title match is not).
    const matches = !publicOnly
      ? null
      : words.length > 0
        ? await this.matchSets.get(words, asked)
        : query.keyword
          ? null
          : await this.matchSets.everything(asked);
    if (matches) {
      const { ids, ...total } = pageOfMatchSet(matches, query, Date.now(), counted);
      const [rows, categories] = await Promise.all([this.rows.inOrder(ids, asked), this.catalogue.byId()]);
      const now = new Date();
      return { items: rows.map((row) => toQuestSummary(row, categories, now)), ...total };
    }
    const { where, order, parts } = questListFilter(query, publicOnly, words);
    if (!publicOnly) return this.page(where, order, query, { parts });
    const hydrate = (ids: string[]) => this.rows.inOrder(ids, asked);
    if (!counted)
      return this.page(where, order, query, {
        parts,
        hydrate,
        countVia: async () => ({ total: 0, totalEstimated: false }),
      });
    const { keyword, statuses, brandId, categoryIds, isAvailableClaim } = query;
    const filter = JSON.stringify({ keyword, words, statuses, brandId, categoryIds, isAvailableClaim });
    const counts = isAvailableClaim === undefined ? this.counts : this.claimCounts;
    return this.page(where, order, query, { parts, hydrate, countVia: (count) => counts.get(filter, count) });
  }

  /** A brand's public quests, newest first; its owner sees drafts too. */
  async ofBrand(viewer: Viewer, brandId: string, page: Page): Promise<List> {
    if (await this.ownsBrand(viewer, brandId))
      return this.page(eq(quests.brandId, brandId), [desc(quests.createdAt)], page);
    return this.cache.get(`brand:${brandId}:${page.offset}:${page.limit}`, () =>
      this.page(and(eq(quests.brandId, brandId), isPublicQuest), [desc(quests.createdAt)], page),
    );
  }

  /** Published quests that can pay a reward (live or upcoming), for banners: live first, highest reward. */
  banners(page: Page): Promise<List> {
    return this.cache.get(`banners:${page.offset}:${page.limit}`, () =>
      this.page(and(isPublicQuest, isFundedPublished), [liveFirst, desc(quests.rewardAmount)], page),
    );
  }

  /** Claimable quests with the highest reward, ending soonest first among equals. */
  featured(page: Page): Promise<List> {
    return this.cache.get(`featured:${page.offset}:${page.limit}`, () =>
      this.page(
        and(isPublicQuest, isClaimable),
        [desc(quests.rewardAmount), sql`${quests.endAt} asc nulls last`],
        page,
      ),
    );
  }

  /** Public quests sharing a category or the brand with quest `id` (which the viewer must be able to see). */
  async related(viewer: Viewer, id: string, page: Page): Promise<List> {
    const quest = await this.questsService.visible(viewer, id);
    const near = or(
      eq(quests.brandId, quest.brandId),
      quest.categoryIds.length ? arrayOverlaps(quests.categoryIds, quest.categoryIds) : undefined,
    );
    return this.page(and(isPublicQuest, ne(quests.id, quest.id), near), [liveFirst, desc(quests.createdAt)], page);
  }

  private async ownsBrand(viewer: Viewer, brandId: string): Promise<boolean> {
    if (!viewer.user) return false;
    const [row] = await this.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id, brandId), eq(brands.ownerId, viewer.user.id)))
      .limit(1);
    return Boolean(row);
  }

  private async page(
    where: SQL | undefined,
    order: SQL[],
    page: Page,
    how?: { countVia?: CountVia; parts?: SQL[]; hydrate?: Hydrate },
  ): Promise<List> {
    const [{ rows, total, totalEstimated }, categories] = await Promise.all([
      pageQuests(this.db, where, order, page, how),
      this.catalogue.byId(),
    ]);
    const now = new Date();
    return { items: rows.map((row) => toQuestSummary(row, categories, now)), total, totalEstimated };
  }
}
