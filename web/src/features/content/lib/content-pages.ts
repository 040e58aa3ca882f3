import contentIndex from 'virtual:content-index';

export type Collection = 'docs' | 'learn';
export type ContentEntry = (typeof contentIndex)['docs'][number];
export interface ContentPage {
  slug: string;
  title: string;
  headings: { id: string; text: string; level: number }[];
  html: string;
}

// Each page is its own chunk: a reader downloads the index and the page open, never the whole set.
const loaders: Record<Collection, Record<string, () => Promise<{ default: ContentPage }>>> = {
  docs: import.meta.glob<{ default: ContentPage }>('/content/docs/*.md'),
  learn: import.meta.glob<{ default: ContentPage }>('/content/learn/*.md'),
};

/** The pages of a collection in reading order (title, headings and search text; no HTML). */
export const entriesOf = (collection: Collection): ContentEntry[] => contentIndex[collection];

/** The compiled page, or null for an unknown slug; no slug is the collection's first page. */
export async function loadPage(collection: Collection, slug: string | undefined): Promise<ContentPage | null> {
  const wanted = slug?.replace(/\/$/, '') || entriesOf(collection)[0]?.slug;
  const load = loaders[collection][`/content/${collection}/${wanted}.md`];
  return load ? (await load()).default : null;
}

/** The pages before and after `slug` in reading order. */
export function neighbours(collection: Collection, slug: string) {
  const entries = entriesOf(collection);
  const at = entries.findIndex((entry) => entry.slug === slug);
  return { previous: at > 0 ? entries[at - 1] : undefined, next: at >= 0 ? entries[at + 1] : undefined };
}

export interface SearchHit {
  collection: Collection;
  slug: string;
  title: string;
  /** The heading the match sits under, when it matched a heading. */
  heading?: { id: string; text: string };
  excerpt: string;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Pages whose title, headings or text contain every word of `query` (accents and case ignored), titles first. */
export function searchContent(query: string, limit = 8): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: (SearchHit & { rank: number })[] = [];
  for (const collection of ['docs', 'learn'] as const) {
    for (const entry of entriesOf(collection)) {
      const haystack = fold(`${entry.title} ${entry.headings.map((h) => h.text).join(' ')} ${entry.text}`);
      if (!words.every((word) => haystack.includes(word))) continue;
      const heading = entry.headings.find((h) => words.some((word) => fold(h.text).includes(word)));
      const inTitle = words.some((word) => fold(entry.title).includes(word));
      const at = fold(entry.text).indexOf(words[0] ?? '');
      const excerpt = at >= 0 ? entry.text.slice(Math.max(0, at - 40), at + 100).trim() : entry.description;
      hits.push({
        collection,
        slug: entry.slug,
        title: entry.title,
        ...(heading ? { heading: { id: heading.id, text: heading.text } } : {}),
        excerpt,
        rank: inTitle ? 0 : heading ? 1 : 2,
      });
    }
  }
  return hits
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...hit }) => hit);
}
