import {
  type NotificationSettings,
  SWITCHABLE_NOTIFICATIONS,
  type SwitchableNotification,
} from '@questboard/contract/notification-settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notificationMutes } from '../../db/schema/people';
import type { NewNotification, NotificationsService } from './notifications.service';

/** Which notification kinds each person receives (all on until switched off), and sending only those. */
export class NotificationPreferences {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Every switchable kind with whether it is on. */
  async get(userId: string): Promise<NotificationSettings> {
    const muted = await this.db
      .select({ type: notificationMutes.type })
      .from(notificationMutes)
      .where(eq(notificationMutes.userId, userId));
    const off = new Set(muted.map((m) => m.type));
    return Object.fromEntries(SWITCHABLE_NOTIFICATIONS.map((type) => [type, !off.has(type)])) as NotificationSettings;
  }

  /** Switches the kinds sent on or off; the others keep their state. */
  async update(userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const entries = Object.entries(changes) as Array<[SwitchableNotification, boolean]>;
    const off = entries.filter(([, on]) => !on).map(([type]) => type);
    const on = entries.filter(([, value]) => value).map(([type]) => type);
    await this.db.transaction(async (tx) => {
      if (off.length)
        await tx
          .insert(notificationMutes)
          .values(off.map((type) => ({ userId, type })))
          .onConflictDoNothing();
      if (on.length)
        await tx
          .delete(notificationMutes)
          .where(and(eq(notificationMutes.userId, userId), inArray(notificationMutes.type, on)));
    });
    return this.get(userId);
  }

  /** Of these people, those who receive this kind. */
  async receivers(userIds: string[], type: SwitchableNotification): Promise<string[]> {
    if (userIds.length === 0) return [];
    const muted = await this.db
      .select({ userId: notificationMutes.userId })
      .from(notificationMutes)
      .where(and(inArray(notificationMutes.userId, userIds), eq(notificationMutes.type, type)));
    const off = new Set(muted.map((m) => m.userId));
    return userIds.filter((id) => !off.has(id));
  }

  /**
   * Notifies the person unless they switched this kind off. Runs after the action's commit; a failure is
   * logged and never fails the action that caused it.
   */
  async send(userId: string, input: NewNotification & { type: SwitchableNotification }): Promise<void> {
    try {
      const [receiver] = await this.receivers([userId], input.type);
      if (receiver) await this.notifications.notify(receiver, input);
    } catch (err) {
      this.log.error({ err }, `${input.type} notification failed`);
    }
  }
}
