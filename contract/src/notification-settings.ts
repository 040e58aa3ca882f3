import { z } from 'zod';
import { endpoint } from './endpoint';

/** The notification kinds a person can switch off in settings (each on unless switched off). */
export const SWITCHABLE_NOTIFICATIONS = [
  'NEW_FOLLOWER',
  'INVITE_RECEIVED',
  'INVITE_ACCEPTED',
  'FOLLOWED_BRAND_QUEST',
] as const;
export type SwitchableNotification = (typeof SWITCHABLE_NOTIFICATIONS)[number];

export const NotificationSettings = z.object({
  NEW_FOLLOWER: z.boolean(),
  INVITE_RECEIVED: z.boolean(),
  INVITE_ACCEPTED: z.boolean(),
  FOLLOWED_BRAND_QUEST: z.boolean(),
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
