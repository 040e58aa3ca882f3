import { z } from 'zod';
import { endpoint } from './endpoint';

/** The notification kinds a person can switch off in settings (each on unless switched off). */
export const SWITCHABLE_NOTIFICATIONS = [
  'NEW_FOLLOWER',
  'INVITE_RECEIVED',
  'INVITE_ACCEPTED',
  'FOLLOWED_BRAND_QUEST',
  'SUBMISSION_WAITING',
  'REVIEW_DIGEST',
  'STREAK_REMINDER',
] as const;
export type SwitchableNotification = (typeof SWITCHABLE_NOTIFICATIONS)[number];

/** The kinds only a brand owner receives: new work to review in the bell, and the daily e-mail digest of it. */
export const BRAND_OWNER_NOTIFICATIONS: ReadonlySet<SwitchableNotification> = new Set([
  'SUBMISSION_WAITING',
  'REVIEW_DIGEST',
]);

export const NotificationSettings = z.object({
  NEW_FOLLOWER: z.boolean(),
  INVITE_RECEIVED: z.boolean(),
  INVITE_ACCEPTED: z.boolean(),
  FOLLOWED_BRAND_QUEST: z.boolean(),
  SUBMISSION_WAITING: z.boolean().describe('Bell notification when a participant submits work for your review'),
  REVIEW_DIGEST: z.boolean().describe('Daily e-mail listing the submissions waiting for your review'),
  STREAK_REMINDER: z
    .boolean()
    .describe('Bell notification in your evening when no quest is completed yet today and your streak would break'),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const notificationSettingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/notifications/settings',
    auth: true,
    summary: 'Which notifications you receive',
    response: NotificationSettings,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/notifications/settings',
    auth: true,
    body: NotificationSettings.partial().strict(),
    summary: 'Switch notification kinds on or off (only the ones sent change)',
    response: NotificationSettings,
  }),
};
