import type { ChatMessage } from '@questboard/contract/chat';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to an edge (px) counts as being there. */
const EDGE_PX = 96;

interface ChatScrollOptions {
  messages: ChatMessage[];
  selfId: string;
  canLoadOlder: boolean;
  loadOlder(): void;
}

/**
 * Scrolling of a conversation: starts at the bottom, follows new messages while the reader is at the
 * bottom (or sent them), loads older ones near the top and keeps the reader's place when they land.
 */
export function useChatScroll(ref: RefObject<HTMLElement | null>, options: ChatScrollOptions) {
  const { messages, selfId, canLoadOlder, loadOlder } = options;
  const last = useRef({ firstId: '', lastId: '', scrollHeight: 0, scrollTop: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = last.current;
    const firstId = messages[0]?.id ?? '';
    const newest = messages.at(-1);
    const lastId = newest?.id ?? '';
    if (before.firstId && firstId !== before.firstId && lastId === before.lastId) {
      el.scrollTop = before.scrollTop + (el.scrollHeight - before.scrollHeight);
    } else if (lastId !== before.lastId && (before.atBottom || newest?.senderId === selfId)) {
      el.scrollTop = el.scrollHeight;
    }
    last.current = {
      firstId,
      lastId,
      scrollHeight: el.scrollHeight,
      scrollTop: el.scrollTop,
      atBottom: isAtBottom(el),
    };
  }, [ref, messages, selfId]);

  // A first page shorter than the pane cannot be scrolled, so the next one is fetched right away.
  useEffect(() => {
    const el = ref.current;
    if (el && canLoadOlder && messages.length > 0 && el.scrollHeight <= el.clientHeight) loadOlder();
  }, [ref, messages, canLoadOlder, loadOlder]);

  return useCallback(() => {
    const el = ref.current;
    if (!el) return;
    last.current = {
      ...last.current,
      scrollHeight: el.scrollHeight,
      scrollTop: el.scrollTop,
      atBottom: isAtBottom(el),
    };
    if (canLoadOlder && el.scrollTop < EDGE_PX) loadOlder();
  }, [ref, canLoadOlder, loadOlder]);
}

function isAtBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
}
