import { LOAD_MORE_INTERVAL_MS, SCROLL_IDLE_MS } from '@questboard/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

function setup(props: { hasMore: boolean; loading: boolean }, position = { top: 0 }) {
  const onLoadMore = vi.fn();
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top: position.top }) as DOMRect;
  const hook = renderHook(
    (p: { hasMore: boolean; loading: boolean }) => {
      const ref = useInfiniteScroll({ ...p, onLoadMore });
      ref.current = element;
      return ref;
    },
    { initialProps: props },
  );
  return { onLoadMore, hook };
}

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useInfiniteScroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the next page once scrolling near the end has been idle for 200 ms', () => {
    const position = { top: 10_000 };
    const { onLoadMore } = setup({ hasMore: true, loading: false }, position);
    wait(LOAD_MORE_INTERVAL_MS);
    position.top = 100;
    scroll();
    wait(SCROLL_IDLE_MS - 50);
    scroll();
    wait(SCROLL_IDLE_MS - 50);
    expect(onLoadMore).not.toHaveBeenCalled();
    wait(50);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks again 100 ms after a page has loaded', () => {
    const { onLoadMore, hook } = setup({ hasMore: true, loading: true });
    wait(SCROLL_IDLE_MS);
    expect(onLoadMore).not.toHaveBeenCalled();
    hook.rerender({ hasMore: true, loading: false });
    wait(LOAD_MORE_INTERVAL_MS);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('waits 100 ms between loads and stops when nothing is left', () => {
    const { onLoadMore, hook } = setup({ hasMore: true, loading: false });
    wait(LOAD_MORE_INTERVAL_MS - 1);
    expect(onLoadMore).not.toHaveBeenCalled();
    wait(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scroll();
    hook.rerender({ hasMore: false, loading: false });
    wait(SCROLL_IDLE_MS * 2);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not load while the end of the list is far below the screen', () => {
    const { onLoadMore } = setup({ hasMore: true, loading: false }, { top: 10_000 });
    scroll();
    wait(SCROLL_IDLE_MS * 2);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
