import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/executor';

const MAX_WORDS = 8;
const CONFIGS = ['simple', 'english', 'french'] as const;

/** The words of a keyword, lower case: letters and digits only (so they are safe inside a tsquery), at most 8. */
export function searchWords(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 40)))].slice(0, MAX_WORDS);
}

/**
 * A tsquery where every word must match: as typed, as a prefix ("swa" finds "swap"), or by its English or French
 * stem ("swapping" finds "swaps", "échanges" finds "échange"). Migration 0013 builds the documents alike. Only the
 * word as typed is a prefix: the stem of a word being typed is often shorter than the word ("fes" stems to "fe"),
 * and as a prefix it matched a third of all quests, whose ranking was then the slowest read of the quest list.
 */
export function prefixQuery(words: readonly string[]): SQL {
  const parts = words.map((word) => {
    const alternatives = CONFIGS.map((config) => {
      const term = config === 'simple' ? `${word}:*` : word;
      return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${term})`;
    });
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** `document @@ query` for the words of `keyword`; undefined when it has none (the caller then matches literally). */
export function documentMatches(document: SQL, keyword: string): SQL | undefined {
  const words = searchWords(keyword);
  return words.length ? sql`${document} @@ ${prefixQuery(words)}` : undefined;
}

/** Title (A) over brand (B) over description (C) — ts_rank's weights are listed D, C, B, A. */
export function rankOf(document: SQL, query: SQL): SQL<number> {
  return sql<number>`ts_rank('{0.05, 0.2, 0.5, 1.0}', ${document}, ${query})`;
}

/**
 * The words of `words` spelt as the closest word of a quest title or brand name ("swp" → "swap"), by trigram
 * similarity over the `search_terms` vocabulary: at least 0.3, or more than 0.25 with the same first letter; a word
 * with no close neighbour stays as it is. Answers null when nothing changed, so that the caller only searches again
 * when a correction exists. For its transaction, the similarity threshold of `%` is lowered to 0.25 so that the
 * trigram index finds every candidate, and sequential scans are off: the planner misjudges `%` and computed the
 * similarity of every term instead (100,000 terms on PGlite: ~150 ms a word with a separate `similarity(…) > 0.25`
 * test, ~70 ms with `%` alone, 6–8 ms through the index).
 */
export async function correctWords(db: Executor, words: readonly string[]): Promise<string[] | null> {
  const corrected = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.25', true),
      set_config('enable_seqscan', 'off', true)`);
    const closest: string[] = [];
    for (const word of words) {
      if (word.length < 3) {
        closest.push(word);
        continue;
      }
      const result = await tx.execute(sql`select term from search_terms
        where term % ${word} and (similarity(term, ${word}) >= 0.3 or term like ${`${word.slice(0, 1)}%`})
        order by similarity(term, ${word}) desc, length(term) limit 1`);
      closest.push(rowsOf<{ term: string }>(result)[0]?.term ?? word);
    }
    return closest;
  });
  return corrected.some((w, i) => w !== words[i]) ? corrected : null;
}
