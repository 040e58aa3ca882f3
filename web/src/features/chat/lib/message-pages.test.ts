import type { ChatMessage } from '@questboard/contract/chat';
import { describe, expect, it } from 'vitest';
import { type Conversation, firstPage, messagesOldestFirst, olderPageParam, withLiveMessage } from './message-pages';

const message = (n: number, roomId = 'room-1'): ChatMessage => ({
  id: `m${String(n).padStart(3, '0')}`,
  roomId,
  senderId: n % 2 ? 'alice' : 'bob',
  message: `hello ${n}`,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, n)).toISOString(),
});
/** Messages n..m, newest first, as the server pages them. */
const newestFirst = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(to - i));

const conversation = (...pages: ChatMessage[][]): Conversation => ({
  pages: pages.map((messages, i) => ({ messages, hasMore: i < pages.length - 1 })),
  pageParams: pages.map((_, i) => (i === 0 ? null : (pages[i - 1]?.at(-1)?.id ?? null))),
});

describe('conversation pages', () => {
  it('a full joinRoom page may have older messages; a short one is the whole conversation', () => {
    expect(firstPage({ room: {} as never, messages: newestFirst(1, 10) }).hasMore).toBe(true);
    expect(firstPage({ room: {} as never, messages: newestFirst(1, 3) }).hasMore).toBe(false);
  });

  it('asks for the page before the oldest loaded message, and stops at the first one', () => {
    expect(olderPageParam({ messages: newestFirst(11, 20), hasMore: true })).toBe('m011');
    expect(olderPageParam({ messages: newestFirst(1, 10), hasMore: false })).toBeUndefined();
  });

  it('merges pages into one oldest-first list without duplicates', () => {
    const merged = messagesOldestFirst(conversation(newestFirst(11, 20), newestFirst(1, 11)));
    expect(merged.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => message(i + 1).id));
  });

  it("keeps the server's order for messages sent in the same millisecond", () => {
    const twin = { ...message(5), id: 'm000-later' };
    const merged = messagesOldestFirst(conversation([twin, message(5)]));
    expect(merged.map((m) => m.id)).toEqual(['m005', 'm000-later']);
  });

  it('adds a live message once to the newest page, even when its echo arrives after the send answer', () => {
    const start = conversation(newestFirst(11, 20), newestFirst(1, 10));
    const once = withLiveMessage(start, message(21));
    expect(once.pages[0]?.messages[0]?.id).toBe('m021');
    expect(withLiveMessage(once, message(21))).toBe(once);
    expect(messagesOldestFirst(once)).toHaveLength(21);
    expect(once.pages[1]).toBe(start.pages[1]);
  });
});
