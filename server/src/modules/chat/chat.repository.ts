import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { brands } from '../../db/schema/brands';
import { chatMembers, chatMessages, chatRooms } from '../../db/schema/chat';
import { users } from '../../db/schema/users';

/** The most rooms `rooms` lists (newest activity first). */
export const ROOMS_LIST_MAX = 200;

/** The one room of two users, created with both members on first use. */
export async function findOrCreateRoom(db: Database, a: string, b: string): Promise<string> {
  const [userLowId, userHighId] = a < b ? [a, b] : [b, a];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(chatRooms)
      .values({ userLowId, userHighId })
      .onConflictDoNothing()
      .returning({ id: chatRooms.id });
    if (created) {
      await tx.insert(chatMembers).values([
        { roomId: created.id, userId: userLowId },
        { roomId: created.id, userId: userHighId },
      ]);
      return created.id;
    }
    const [existing] = await tx
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.userLowId, userLowId), eq(chatRooms.userHighId, userHighId)));
    if (!existing) throw new Error('chat room vanished');
    return existing.id;
  });
}

/** Marks the room as being about this brand (the latest brand page it was opened from). */
export async function setRoomBrand(db: Executor, roomId: string, brandId: string): Promise<void> {
  await db.update(chatRooms).set({ brandId }).where(eq(chatRooms.id, roomId));
}

/** The user's rooms (or one of them) with the other member, the last message and the unread count. */
export function roomsOf(db: Executor, userId: string, roomId?: string) {
  const other = alias(chatMembers, 'other');
  const last = db
    .select({
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, chatMembers.roomId))
    .orderBy(desc(chatMessages.seq))
    .limit(1)
    .as('last');
  return db
    .select({
      id: chatRooms.id,
      createdAt: chatRooms.createdAt,
      pair: users,
      brand: { id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo, ownerId: brands.ownerId },
      last: { id: last.id, roomId: last.roomId, senderId: last.senderId, body: last.body, createdAt: last.createdAt },
      unread: sql<number>`(select count(*) from chat_messages x where x.room_id = ${chatMembers.roomId}
        and x.seq > ${chatMembers.lastReadSeq} and x.sender_id <> ${chatMembers.userId})`.mapWith(Number),
    })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.roomId))
    .innerJoin(other, and(eq(other.roomId, chatMembers.roomId), ne(other.userId, chatMembers.userId)))
    .innerJoin(users, eq(users.id, other.userId))
    .leftJoin(brands, eq(brands.id, chatRooms.brandId))
    .leftJoinLateral(last, sql`true`)
    .where(and(eq(chatMembers.userId, userId), roomId ? eq(chatMembers.roomId, roomId) : undefined))
    .orderBy(sql`coalesce(${last.createdAt}, ${chatRooms.createdAt}) desc`)
    .limit(ROOMS_LIST_MAX);
}
export type RoomView = Awaited<ReturnType<typeof roomsOf>>[number];

/** The other member of the room, when `userId` is a member; else undefined. */
/** The brand a room was opened from, when `userId` owns it (they speak for it there); else undefined. */
export async function brandSpokenFor(db: Executor, roomId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: brands.name })
    .from(chatRooms)
    .innerJoin(brands, eq(brands.id, chatRooms.brandId))
    .where(and(eq(chatRooms.id, roomId), eq(brands.ownerId, userId)));
  return row?.name ?? undefined;
}

export async function pairOf(db: Executor, roomId: string, userId: string): Promise<string | undefined> {
  const other = alias(chatMembers, 'other');
  const [row] = await db
    .select({ other: other.userId })
    .from(chatMembers)
    .innerJoin(other, and(eq(other.roomId, chatMembers.roomId), ne(other.userId, chatMembers.userId)))
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
  return row?.other;
}

/** Stores one message (the chat itself writes through MessageWriter, in batches). */
export async function insertMessage(db: Executor, roomId: string, senderId: string, body: string) {
  const [row] = await db.insert(chatMessages).values({ roomId, senderId, body }).returning();
  if (!row) throw new Error('message not stored');
  return row;
}

/** Up to `limit` messages of the room older than `beforeSeq` (all when absent), newest first. */
export function messagesBefore(db: Executor, roomId: string, limit: number, beforeSeq?: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq)))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
}

/** The position of a message in its room, or undefined when it is not a message of that room. */
export async function seqOf(db: Executor, roomId: string, messageId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId)));
  return row?.seq;
}

/** Moves the member's read pointer up to `seq`, or to the room's newest message; never backwards. */
export async function markRead(db: Executor, roomId: string, userId: string, seq?: number): Promise<void> {
  const upTo =
    seq ??
    sql`(select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.roomId} = ${roomId})`;
  await db
    .update(chatMembers)
    .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${upTo})` })
    .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
}
