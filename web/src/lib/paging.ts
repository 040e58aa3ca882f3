interface Page {
  items: unknown[];
  total: number;
}

/** The next offset of an offset/limit list, or undefined once every item is loaded (React Query's getNextPageParam). */
export function nextOffset<P extends Page>(last: P, pages: P[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? loaded : undefined;
}
