import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';

/** Newest activity first, as the rooms event answers. */
export function byActivity(rooms: ChatRoom[]): ChatRoom[] {
  return [...rooms].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
}

interface Viewer {
  selfId: string;
  /** The room open on screen: its messages are read as they arrive. */
  openRoomId: string | null;
}

/**
 * The list after a live message: that room moves to the top with the message as its last one, and
 * its unread count grows unless the viewer sent it or has the room open. Null when the room is unknown.
 */
export function withRoomMessage(rooms: ChatRoom[], message: ChatMessage, viewer: Viewer): ChatRoom[] | null {
  const room = rooms.find((r) => r.id === message.roomId);
  if (!room) return null;
  if (room.lastMessage?.id === message.id) return rooms;
  const unseen = message.senderId !== viewer.selfId && message.roomId !== viewer.openRoomId;
  const updated: ChatRoom = {
    ...room,
    lastMessage: message,
    lastActivityAt: message.createdAt,
    unreadCount: unseen ? room.unreadCount + 1 : room.unreadCount,
  };
  return byActivity(rooms.map((r) => (r.id === room.id ? updated : r)));
}

/** Adds or replaces one room (getRoom, joinRoom answers) and keeps the order. */
export function withRoom(rooms: ChatRoom[], room: ChatRoom): ChatRoom[] {
  return byActivity([room, ...rooms.filter((r) => r.id !== room.id)]);
}
