import type { Notification, NotificationType } from '@questboard/contract/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { notifications } from '../../db/schema/notifications';
import type { RealtimePort } from '../../lib/realtime-port';
import { toNotification } from './notifications.presenter';

export interface NewNotification {
  type: NotificationType;
  title: string;
  body: string;
  /** Where it leads in the app, if anywhere. */
  link?: string | null;
}

/** A user's notifications: stored, listed, marked read, and pushed live to their sockets. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly hub: RealtimePort,
  ) {}

  /** Stores one notification for the user and sends it to every socket of theirs, on every instance. */
  async notify(userId: string, input: NewNotification): Promise<Notification> {
    const [row] = await this.db
      .insert(notifications)
      .values({ userId, type: input.type, title: input.title, body: input.body, link: input.link ?? null })
      .returning();
    if (!row) throw new Error('notification not stored');
    const notification = toNotification(row);
    this.hub.toUsers([userId], 'notification', notification);
    return notification;
  }

  /**
   * Stores notifications with one statement on `db` (the caller's transaction, so they commit with what they
   * report); answers the function that sends them to their users' sockets, to call once that has committed.
   */
  async storeMany(db: Executor, items: Array<NewNotification & { userId: string }>): Promise<() => void> {
    if (items.length === 0) return () => undefined;
    const rows = await db
      .insert(notifications)
      .values(
        items.map((i) => ({ userId: i.userId, type: i.type, title: i.title, body: i.body, link: i.link ?? null })),
      )
      .returning();
    return () => {
      for (const row of rows) this.hub.toUsers([row.userId], 'notification', toNotification(row));
    };
  }

  /** Newest first, with the total and how many are unread. */
  async list(userId: string, page: { offset: number; limit: number }) {
    const [rows, [totals], unreadCount] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
      this.unreadCount(userId),
    ]);
    return { items: rows.map(toNotification), total: totals?.total ?? 0, unreadCount };
  }

  /** Marks the listed notifications of this user read (others' ids are ignored), or all of them. */
  async markRead(userId: string, ids?: string[]) {
    if (ids && ids.length === 0) return { unreadCount: await this.unreadCount(userId) };
    return this.markReadWhere(userId, ids ? inArray(notifications.id, ids) : undefined);
  }

  /** Marks read what leads to this place (opening a chat room reads its message notifications). */
  async markReadByLink(userId: string, link: string) {
    return this.markReadWhere(userId, eq(notifications.link, link));
  }

  /** Every socket of the user hears the new unread count when anything changed, so other tabs follow. */
  private async markReadWhere(userId: string, which: SQL | undefined) {
    const changed = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which))
      .returning({ id: notifications.id });
    const unreadCount = await this.unreadCount(userId);
    if (changed.length > 0) this.hub.toUsers([userId], 'notificationsRead', { unreadCount });
    return { unreadCount };
  }

  private async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }
}
