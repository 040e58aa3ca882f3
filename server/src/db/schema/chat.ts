import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { users } from './users';

/** The one room of a pair of users: the pair is stored ordered (low < high), so it is unique whichever side opens it. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLowId: uuid('user_low_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHighId: uuid('user_high_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The brand the conversation was opened from ("Message" on a brand page): shown with its name and logo. */
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair').on(t.userLowId, t.userHighId),
    index('chat_rooms_user_high').on(t.userHighId),
    check('chat_rooms_pair_ordered', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/** A member of a room and how far they have read: every message with a larger `seq` is unread. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_members_user').on(t.userId)],
);

/**
 * One message. `seq` (an identity) orders messages strictly, also when two share a timestamp; history pages and
 * read pointers use it, through the (room, seq) index.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq').on(t.roomId, t.seq),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;
