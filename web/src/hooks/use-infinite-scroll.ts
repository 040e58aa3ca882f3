import { LOAD_MORE_INTERVAL_MS, SCROLL_IDLE_MS } from '@questboard/contract/constants';
import { useCallback, useEffect, useRef } from 'react';

export interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  onLoadMore(): void;
  /** How far below the viewport (px) the sentinel may be and still count as reached. */
  margin?: number;
}

/**
 * Infinite scroll (docs/domain.md, Limits): once scrolling has been idle for 200 ms and the sentinel is near the viewport,
 * the next page loads; two loads are at least 100 ms apart. Returns the ref to put on the sentinel.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore, margin = 600 }: InfiniteScrollOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };
  const lastLoad = useRef(Number.NEGATIVE_INFINITY);

  const check = useCallback(() => {
    const state = latest.current;
    const element = sentinel.current;
    if (!element || !state.hasMore || state.loading) return;
    if (Date.now() - lastLoad.current < LOAD_MORE_INTERVAL_MS) return;
    if (element.getBoundingClientRect().top > window.innerHeight + margin) return;
    lastLoad.current = Date.now();
    state.onLoadMore();
  }, [margin]);

  useEffect(() => {
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(idle);
      idle = setTimeout(check, SCROLL_IDLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(idle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [check]);

  // A page that does not fill the screen leaves the sentinel in view without any scrolling.
  useEffect(() => {
    if (loading || !hasMore) return;
    const timer = setTimeout(check, LOAD_MORE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [loading, hasMore, check]);

  return sentinel;
}
