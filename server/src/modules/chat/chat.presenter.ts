import type { ChatMessage, ChatRoom } from '@questboard/contract/chat';
import type { ChatMessageRow } from '../../db/schema/chat';
import { toPublicUser } from '../users/users.module';
import type { RoomView } from './chat.repository';

/** A stored message as sockets see it. */
export function toChatMessage(
  row: Pick<ChatMessageRow, 'id' | 'roomId' | 'senderId' | 'body' | 'createdAt'>,
): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    senderId: row.senderId,
    message: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One room as its member sees it: the other member, the last message, how many are unread. */
export function toChatRoom(view: RoomView): ChatRoom {
  // A room without messages: drizzle may give the lateral join's object as null or with null fields.
  const lastMessage = view.last?.id ? toChatMessage(view.last) : null;
  return {
    id: view.id,
    pairUser: toPublicUser(view.pair),
    brand: view.brand?.id ? { ...view.brand, name: view.brand.name || 'Brand' } : null,
    lastMessage,
    unreadCount: view.unread,
    lastActivityAt: lastMessage?.createdAt ?? view.createdAt.toISOString(),
  };
}
