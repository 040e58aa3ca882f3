import type { QuestListQuery } from '@questboard/contract/quests';
import { and, arrayOverlaps, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { quests } from '../../db/schema/quests';
import { isClaimable, isPublicQuest, phaseSql } from './quest-rules';
import { questKeyword } from './quest-search';

/** Not over: published, and its end (if any) still to come. */
const notOver = sql`(${quests.status} = 'PUBLISHED' and (${quests.endAt} is null or ${quests.endAt} > now()))`;
// The status test is implied by each phase; said again so that the planner walks the published quests' index.
const claimable = sql`(${quests.status} = 'PUBLISHED' and ${isClaimable})`;
const upcoming = sql`(${quests.status} = 'PUBLISHED' and ${phaseSql} = 'UPCOMING')`;

/**
 * What a quest list query selects and in which order: keyword (`words`, its search words), statuses, categories,
 * brand and claimability; `publicOnly` leaves out what guests may not see. With `parts`, the quests matching each
 * part come before the next part's and the rest, each part in `order` (pageQuests reads them one after the other).
 */
export function questListFilter(
  query: z.output<typeof QuestListQuery>,
  publicOnly: boolean,
  words: string[],
): { where: SQL | undefined; order: SQL[]; parts?: SQL[] } {
  const keyword = query.keyword ? questKeyword(query.keyword, words) : undefined;
  const statuses = query.statuses?.length ? query.statuses : null;
  const where = and(
    publicOnly ? isPublicQuest : undefined,
    statuses ? inArray(quests.status, statuses) : undefined,
    query.brandId ? eq(quests.brandId, query.brandId) : undefined,
    keyword?.where,
    query.categoryIds?.length ? arrayOverlaps(quests.categoryIds, query.categoryIds) : undefined,
    query.isAvailableClaim === true ? isClaimable : undefined,
    query.isAvailableClaim === false ? sql`not ${isClaimable}` : undefined,
  );
  const sort = query.sort ?? (keyword ? 'relevance' : 'recommended');
  // The default: running and upcoming quests before ended ones, newest first within each.
  if (sort === 'recommended') return { where, order: [desc(quests.createdAt)], parts: [notOver] };
  // Claimable, then upcoming, then the rest, soonest end first in each.
  if (sort === 'ending_soon')
    return { where, order: [sql`${quests.endAt} asc nulls last`], parts: [claimable, upcoming] };
  // Public relevance: open quests (ranked), then the rest (ranked), read part by part, so that a keyword matching
  // most quests ranks only its open ones for the first pages (the published quests' own GIN index, migration 0062).
  // For public quests (PUBLISHED or ENDED), "not over" is exactly "not ended last" (questKeyword).
  if (sort === 'relevance' && keyword && publicOnly && words.length > 0)
    return { where, order: keyword.rank, parts: [notOver] };
  const orders: Record<string, SQL[]> = {
    newest: [desc(quests.createdAt)],
    oldest: [asc(quests.createdAt)],
    reward_desc: [desc(quests.rewardAmount), desc(quests.createdAt)],
    reward_asc: [asc(quests.rewardAmount), desc(quests.createdAt)],
    relevance: keyword?.relevance ?? [desc(quests.createdAt)],
  };
  return { where, order: orders[sort] ?? [desc(quests.createdAt)] };
}
