import { z } from 'zod';
import type { Notification } from './notifications';
import { PublicUser } from './users';

/** Limits of the real-time chat (docs/domain.md, Forms and Limits). */
export const CHAT_HISTORY_DEFAULT = 10;
export const CHAT_HISTORY_MAX = 50;
export const CHAT_MESSAGE_MAX_CHARS = 2000;
export const CHAT_MESSAGES_PER_SECOND = 10;
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;

/** Spec §8: the exact `exception` messages for chatHistory. */
export const CHAT_ERRORS = {
  roomIdentifierRequired: 'roomIdentifier is required',
  lastMessageIdRequired: 'lastMessageId is required when roomIdentifier is a string',
} as const;

export const ChatMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  senderId: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The brand a conversation was opened from, with its owner (one of the two members). */
export const ChatBrand = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  ownerId: z.string(),
});
export type ChatBrand = z.infer<typeof ChatBrand>;

export const ChatRoom = z.object({
  id: z.string(),
  /** The other member of this one-to-one room. */
  pairUser: PublicUser,
  /** Set when the room was opened from a brand's page: the member who owns it speaks for the brand. */
  brand: ChatBrand.nullable(),
  lastMessage: ChatMessage.nullable(),
  unreadCount: z.number().int(),
  /** Time of the last message, else of the room's creation: rooms are listed newest activity first. */
  lastActivityAt: z.string(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

// What the client emits. Each event takes its payload and an acknowledgement callback.
export const GetRoomPayload = z.object({
  pairUserId: z.uuid({ error: 'pairUserId must be a user id' }),
  /** "Message" on a brand page: the brand (owned by pairUserId) the conversation is about. */
  brandId: z.uuid({ error: 'brandId must be a brand id' }).optional(),
});
export const JoinRoomPayload = z.object({ roomId: z.uuid({ error: 'roomId must be a room id' }) });
export const SendMessagePayload = z.object({
  roomId: z.uuid({ error: 'roomId must be a room id' }),
  message: z
    .string()
    .trim()
    .min(1, 'A message cannot be empty')
    .max(CHAT_MESSAGE_MAX_CHARS, `A message is at most ${CHAT_MESSAGE_MAX_CHARS} characters`),
});
/**
 * roomId missing → CHAT_ERRORS.roomIdentifierRequired; a string roomId without lastMessageId →
 * CHAT_ERRORS.lastMessageIdRequired (the newest page comes with `joinRoom`).
 */
export const ChatHistoryPayload = z.object({
  roomId: z.uuid(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_MAX).default(CHAT_HISTORY_DEFAULT),
  lastMessageId: z.uuid(),
});

/** Every acknowledgement: the result, or the refusal (which is also emitted as `exception`). */
export type Ack<T> = { ok: true; data: T } | { ok: false; message: string };

export interface JoinedRoom {
  room: ChatRoom;
  /** The newest CHAT_HISTORY_DEFAULT messages, newest first; joining marks the room read. */
  messages: ChatMessage[];
}
export interface HistoryPage {
  /** Older than lastMessageId, newest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface ClientToServerEvents {
  rooms: (ack: (result: Ack<ChatRoom[]>) => void) => void;
  getRoom: (payload: z.input<typeof GetRoomPayload>, ack: (result: Ack<ChatRoom>) => void) => void;
  joinRoom: (payload: z.input<typeof JoinRoomPayload>, ack: (result: Ack<JoinedRoom>) => void) => void;
  leaveRoom: (payload: z.input<typeof JoinRoomPayload>, ack: (result: Ack<null>) => void) => void;
  sendMessage: (payload: z.input<typeof SendMessagePayload>, ack: (result: Ack<ChatMessage>) => void) => void;
  chatHistory: (payload: Partial<z.input<typeof ChatHistoryPayload>>, ack: (result: Ack<HistoryPage>) => void) => void;
}

export interface ServerToClientEvents {
  newMessage: (message: ChatMessage) => void;
  notification: (notification: Notification) => void;
  /** Some of the user's notifications were marked read (in another tab, or by opening a chat room). */
  notificationsRead: (state: { unreadCount: number }) => void;
  exception: (error: { message: string; event?: string }) => void;
  /** The user's balances, withdrawals or deposits changed on chain: refetch them. */
  walletChanged: () => void;
  /** One of the user's condition checks changed without a request of theirs (an automatic re-check): refetch it. */
  participationChanged: (change: { questId: string }) => void;
  /** XP moved (rewards were paid): open leaderboards fetch their page again. Sent to everyone, at most once a second. */
  boardsChanged: () => void;
}
