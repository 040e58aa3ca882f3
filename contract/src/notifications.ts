import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageOf, pageQuery } from './lists';

export const NOTIFICATION_TYPES = [
  'CHAT_MESSAGE',
  'QUEST_RESULT_REVIEWED',
  'REWARD_PAID',
  'NEW_FOLLOWER',
  'INVITE_RECEIVED',
  'INVITE_ACCEPTED',
  'FOLLOWED_BRAND_QUEST',
  'SUBMISSION_WAITING',
  /** An automatic re-check of a social condition (after a provider's rate limit) has an answer. */
  'CONDITION_CHECKED',
  /** A brand's webhook endpoint was turned off after a day of failed deliveries. */
  'WEBHOOK_DISABLED',
  /** A badge was awarded to the reader (a rule's, or a brand's for completing its quest). */
  'BADGE_AWARDED',
  /** The evening before a streak would break: no quest completed yet today (switchable). */
  'STREAK_REMINDER',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const Notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads in the app (`/inbox?room=…`, `/quest/…`), if anywhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = pageOf(Notification).extend({ unreadCount: z.number().int() });

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    auth: true,
    query: pageQuery(),
    summary: "The signed-in user's notifications, newest first, with the unread count",
    response: NotificationPage,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/read',
    auth: true,
    body: z.object({
      ids: z.array(z.uuid()).max(100).optional().describe('Omit to mark every notification read'),
    }),
    summary: 'Mark some or all of your notifications read',
    response: z.object({ unreadCount: z.number().int() }),
  }),
};
