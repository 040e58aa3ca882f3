import { type SQL, sql } from 'drizzle-orm';
import { quests } from '../../db/schema/quests';
import { prefixQuery, rankOf } from '../../lib/full-text';
import { ilikeContains } from '../../lib/search';

/** The quests' weighted search document (title A, brand name B, description C), kept by migration 0013's trigger. */
const questDocument = sql`"quests"."search_document"`;
/** Ended, or past its end date: listed after the quests one can still take part in. */
const endedLast = sql`(${quests.status} = 'ENDED' or coalesce(${quests.endAt} <= now(), false))`;

/** What a keyword adds to a quest list: the filter (GIN index on the document) and the relevance order. */
export interface QuestKeyword {
  where: SQL;
  relevance: SQL[];
  /** The relevance order within open quests and within ended ones (relevance without its first key). */
  rank: SQL[];
}

/**
 * The filter and relevance order for the words of a keyword. A keyword without letters or digits ("%%") falls back
 * to a literal title match.
 */
export function questKeyword(keyword: string, words: readonly string[]): QuestKeyword {
  if (words.length === 0) {
    const newest = [sql`${quests.createdAt} desc`];
    return { where: ilikeContains(quests.title, keyword), relevance: newest, rank: newest };
  }
  const query = prefixQuery(words);
  const rank = [sql`${rankOf(questDocument, query)} desc`, sql`${quests.createdAt} desc`];
  return { where: sql`${questDocument} @@ ${query}`, relevance: [sql`${endedLast} asc`, ...rank], rank };
}
