import {
  CHAT_HISTORY_DEFAULT,
  type ChatHistoryPayload,
  type ChatMessage,
  type ChatRoom,
  type GetRoomPayload,
  type HistoryPage,
  type JoinedRoom,
  type JoinRoomPayload,
  type SendMessagePayload,
} from '@questboard/contract/chat';
import { ERROR_CODES } from '@questboard/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { RealtimePort } from '../../lib/realtime-port';
import type { NotificationsService } from '../notifications/notifications.module';
import { findUserById } from '../users/users.module';
import { toChatMessage, toChatRoom } from './chat.presenter';
import {
  brandSpokenFor,
  findOrCreateRoom,
  markRead,
  messagesBefore,
  pairOf,
  roomsOf,
  seqOf,
  setRoomBrand,
} from './chat.repository';
import type { ChatRateLimit } from './chat-rate-limit';
import { MessageWriter } from './message-writer';
import { ReadPointers } from './read-pointers';

const NOT_A_MEMBER = 'This chat does not exist or you are not one of its members.';
const MEMBERSHIP_CACHE_MAX = 50_000;

/** One-to-one chat: rooms of two users, messages stored before anyone sees them, read pointers, unread counts. */
export class ChatService {
  /** room:user → the other member. Rooms never change members, so a membership once found stays true. */
  private readonly pairs = new Map<string, string>();
  /** Read-pointer moves and notifications still running after their message was delivered. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly hub: RealtimePort,
    private readonly notifications: NotificationsService,
    private readonly rateLimit: ChatRateLimit,
    private readonly log: FastifyBaseLogger,
    private readonly readPointers = new ReadPointers(db, log),
    private readonly writer = new MessageWriter(db),
  ) {}

  /** The user's rooms, newest activity first. */
  async rooms(userId: string): Promise<ChatRoom[]> {
    return (await roomsOf(this.db, userId)).map(toChatRoom);
  }

  /** Finds or creates the one room of the user and another (existing, activated) user. */
  async getRoom(userId: string, input: z.output<typeof GetRoomPayload>): Promise<ChatRoom> {
    const pairUserId = input.pairUserId.toLowerCase();
    if (pairUserId === userId) throw badRequest(ERROR_CODES.VALIDATION_ERROR, 'You cannot start a chat with yourself.');
    const pair = await findUserById(this.db, pairUserId);
    if (!pair?.activatedAt) throw notFound('This user does not exist.', ERROR_CODES.USER_NOT_FOUND);
    const brandId = input.brandId ? await this.brandOf(input.brandId.toLowerCase(), pairUserId) : undefined;
    const roomId = await findOrCreateRoom(this.db, userId, pairUserId);
    if (brandId) await setRoomBrand(this.db, roomId, brandId);
    return this.room(userId, roomId);
  }

  /** The brand, when it is a public one owned by the person being messaged (else 404: no other brand can be named). */
  private async brandOf(brandId: string, ownerId: string): Promise<string> {
    const [brand] = await this.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id, brandId), eq(brands.ownerId, ownerId), eq(brands.status, 'ACTIVE')));
    if (!brand) throw notFound('This brand does not exist.', ERROR_CODES.BRAND_NOT_FOUND);
    return brand.id;
  }

  /** Opens a room to read: its newest messages, newest first; everything in it becomes read. */
  async joinRoom(userId: string, input: z.output<typeof JoinRoomPayload>): Promise<JoinedRoom> {
    const roomId = await this.memberRoom(userId, input.roomId);
    await markRead(this.db, roomId, userId);
    await this.notifications.markReadByLink(userId, roomLink(roomId));
    const [room, messages] = await Promise.all([
      this.room(userId, roomId),
      messagesBefore(this.db, roomId, CHAT_HISTORY_DEFAULT),
    ]);
    return { room, messages: messages.map(toChatMessage) };
  }

  /** The room id, once the user is known to be a member (for leaving a room's live updates). */
  async leaveRoom(userId: string, input: z.output<typeof JoinRoomPayload>): Promise<string> {
    return this.memberRoom(userId, input.roomId);
  }

  /**
   * Stores a message and sends it to every socket of both members. Then the recipient either has the room open
   * (their read pointer moves on) or gets a notification; that part never delays or fails the send.
   */
  async send(userId: string, input: z.output<typeof SendMessagePayload>): Promise<ChatMessage> {
    const roomId = input.roomId.toLowerCase();
    await this.rateLimit.consume(userId);
    const recipientId = await this.pairOf(roomId, userId);
    const row = await this.writer.write(roomId, userId, input.message);
    const message = toChatMessage(row);
    this.hub.toUsers([userId, recipientId], 'newMessage', message);
    const after = this.afterDelivery(recipientId, row.seq, message)
      .catch((err: unknown) => this.log.error({ err }, 'after chat delivery failed'))
      .finally(() => this.pending.delete(after));
    this.pending.add(after);
    return message;
  }

  /** Waits for the work that follows deliveries (on shutdown, before the database closes). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    await this.readPointers.settle();
  }

  /** Older messages than lastMessageId, newest first. */
  async history(userId: string, input: z.output<typeof ChatHistoryPayload>): Promise<HistoryPage> {
    const roomId = await this.memberRoom(userId, input.roomId);
    const before = await seqOf(this.db, roomId, input.lastMessageId.toLowerCase());
    if (before === undefined) throw notFound('lastMessageId is not a message of this room.');
    const rows = await messagesBefore(this.db, roomId, input.limit + 1, before);
    return { messages: rows.slice(0, input.limit).map(toChatMessage), hasMore: rows.length > input.limit };
  }

  private async afterDelivery(recipientId: string, seq: number, message: ChatMessage): Promise<void> {
    if (await this.hub.isReading(message.roomId, recipientId).catch(() => false)) {
      this.readPointers.note(message.roomId, recipientId, seq);
      return;
    }
    // In a room opened from a brand's page, its owner speaks for the brand: the notice names the brand.
    const [sender, brand] = await Promise.all([
      findUserById(this.db, message.senderId),
      brandSpokenFor(this.db, message.roomId, message.senderId),
    ]);
    const name = brand || sender?.displayName || sender?.username || null;
    const text = message.message.length > 140 ? `${message.message.slice(0, 139)}…` : message.message;
    await this.notifications.notify(recipientId, {
      type: 'CHAT_MESSAGE',
      message: { key: 'chat_message', params: { name, text } },
      link: roomLink(message.roomId),
    });
  }

  private async room(userId: string, roomId: string): Promise<ChatRoom> {
    const [view] = await roomsOf(this.db, userId, roomId);
    if (!view) throw forbidden(NOT_A_MEMBER);
    return toChatRoom(view);
  }

  private async memberRoom(userId: string, roomId: string): Promise<string> {
    await this.pairOf(roomId.toLowerCase(), userId);
    return roomId.toLowerCase();
  }

  private async pairOf(roomId: string, userId: string): Promise<string> {
    const key = `${roomId}:${userId}`;
    const cached = this.pairs.get(key);
    if (cached) return cached;
    const other = await pairOf(this.db, roomId, userId);
    if (!other) throw forbidden(NOT_A_MEMBER);
    if (this.pairs.size >= MEMBERSHIP_CACHE_MAX) this.pairs.clear();
    this.pairs.set(key, other);
    return other;
  }
}

/** Where a chat notification leads: the room, open in the inbox. */
const roomLink = (roomId: string) => `/inbox?room=${roomId}`;
