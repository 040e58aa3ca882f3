import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';
import { describe, expect, it } from 'vitest';
import { byActivity, withRoom, withRoomMessage } from './room-list';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();
const room = (id: string, minute: number, unreadCount = 0): ChatRoom => ({
  id,
  pairUser: {
    id: `user-${id}`,
    username: `user_${id}`,
    type: 'INFLUENCER',
    avatar: null,
    displayName: null,
    bio: null,
    location: null,
    createdAt: at(0),
  },
  brand: null,
  lastMessage: null,
  unreadCount,
  lastActivityAt: at(minute),
});
const message = (roomId: string, senderId: string, minute: number, id = `${roomId}-${minute}`): ChatMessage => ({
  id,
  roomId,
  senderId,
  message: 'hi',
  createdAt: at(minute),
});
const viewer = { selfId: 'me', openRoomId: null };

describe('room list live updates', () => {
  const rooms = byActivity([room('a', 1), room('b', 3), room('c', 2, 4)]);

  it('lists rooms newest activity first', () => {
    expect(rooms.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('moves the room of a new message to the top and counts it unread', () => {
    const next = withRoomMessage(rooms, message('a', 'user-a', 10), viewer);
    expect(next?.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(next?.[0]).toMatchObject({ unreadCount: 1, lastActivityAt: at(10), lastMessage: { id: 'a-10' } });
  });

  it('does not count own messages or messages of the open room as unread', () => {
    expect(withRoomMessage(rooms, message('c', 'me', 10), viewer)?.[0]?.unreadCount).toBe(4);
    const open = withRoomMessage(rooms, message('c', 'user-c', 10), { selfId: 'me', openRoomId: 'c' });
    expect(open?.[0]?.unreadCount).toBe(4);
  });

  it('counts a message once when it arrives twice', () => {
    const once = withRoomMessage(rooms, message('a', 'user-a', 10), viewer) ?? [];
    expect(withRoomMessage(once, message('a', 'user-a', 10), viewer)).toBe(once);
  });

  it('answers null for a room it does not know yet, so the list is fetched again', () => {
    expect(withRoomMessage(rooms, message('new', 'user-new', 10), viewer)).toBeNull();
  });

  it('adds or replaces a room in activity order', () => {
    expect(withRoom(rooms, room('d', 2.5)).map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(withRoom(rooms, room('a', 9)).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});
