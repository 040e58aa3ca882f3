import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { quests } from './quests';
import { users } from './users';

/** Who follows whom: one row per pair; nobody follows themselves. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee').on(t.followeeId, t.createdAt),
    index('user_follows_follower_created').on(t.followerId, t.createdAt),
    check('user_follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;

/** A brand owner's invitation of an influencer to one quest: one per person per quest. */
export const questInvites = pgTable(
  'quest_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('PENDING'),
    readAt: timestamp('read_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quest_invites_one_per_user').on(t.questId, t.userId),
    index('quest_invites_user_created').on(t.userId, t.createdAt),
    index('quest_invites_brand_created').on(t.brandId, t.createdAt),
    check('quest_invites_status_known', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED')`),
  ],
);
export type QuestInviteRow = typeof questInvites.$inferSelect;

/** Notification kinds a user switched off (absent = on). */
/**
 * When a follower last told a person "new follower": one row per pair, kept after an unfollow, so following,
 * unfollowing and following again notifies at most once a day (issue 31).
 */
export const followNotices = pgTable(
  'follow_notices',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] })],
);

export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Newsletter sign-ups: confirmed by an e-mailed link (double opt-in); the token also unsubscribes. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** HMAC of the e-mailed token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Confirmation mails sent since the address last confirmed; past a few, it is mailed no more (issue 31). */
    unconfirmedMails: integer('unconfirmed_mails').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_token_unique').on(t.tokenHash),
  ],
);
