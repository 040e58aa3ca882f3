import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Something that happened for a user: listed newest first, counted while unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the contract's NOTIFICATION_TYPES; not a CHECK, so later features add types without a migration. */
    type: text('type').notNull(),
    /** In English as written when it happened; shown to readers of other languages when it has no message key. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What happened, written again in each reader's language (server/src/i18n/notification-messages.ts). */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, unknown>>(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** When each brand owner was last sent the daily e-mail digest of submissions waiting for review. */
export const reviewDigests = pgTable('review_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/** The local day (YYYY-MM-DD in the person's zone) of the last evening reminder that their streak would break. */
export const streakReminders = pgTable('streak_reminders', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  localDay: text('local_day').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
