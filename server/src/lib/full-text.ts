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
 * A tsquery where every word must match, as a prefix ("swa" finds "swap"), written as typed or stemmed in English
 * or French ("swapping" finds "swaps", "échanges" finds "échange"). Migration 0013 builds the documents alike.
 */
export function prefixQuery(words: readonly string[]): SQL {
  const parts = words.map((word) => {
    const term = `${word}:*`;
    const alternatives = CONFIGS.map((config) => sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${term})`);
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
 * similarity over the `search_terms` vocabulary; a word with no close neighbour stays as it is. Answers null when
 * nothing changed, so that the caller only searches again when a correction exists.
 */
export async function correctWords(db: Executor, words: readonly string[]): Promise<string[] | null> {
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (word.length < 3) return word;
      const result = await db.execute(sql`select term from search_terms
        where term % ${word} or (similarity(term, ${word}) > 0.25 and term like ${`${word.slice(0, 1)}%`})
        order by similarity(term, ${word}) desc, length(term) limit 1`);
      const rows = rowsOf<{ term: string }>(result);
      return rows[0]?.term ?? word;
    }),
  );
  return corrected.some((w, i) => w !== words[i]) ? corrected : null;
}
