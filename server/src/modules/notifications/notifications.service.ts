import { randomUUID } from 'node:crypto';
import type { Notification, NotificationType } from '@questboard/contract/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { notifications } from '../../db/schema/notifications';
import { uuidList } from '../../db/uuid-list';
import { isServerLanguage, type ServerLanguage } from '../../i18n/i18n';
import { type NotificationMessage, renderNotification } from '../../i18n/notification-messages';
import type { RealtimePort } from '../../lib/realtime-port';
import { languagesOf } from '../users/user-language';
import { toNotification } from './notifications.presenter';

export interface NewNotification {
  type: NotificationType;
  /** What it says: written in the receiver's language now, and in each reader's language when listed. */
  message: NotificationMessage;
  /** Where it leads in the app, if anywhere. */
  link?: string | null;
}

/**
 * Renders messages, once per distinct message and language: the notifications of a batch (a claim batch's
 * rewards) mostly say the same thing.
 */
function renderer() {
  const rendered = new Map<string, { title: string; body: string }>();
  return (message: NotificationMessage, language: ServerLanguage) => {
    const key = `${language}:${message.key}:${JSON.stringify(message.params)}`;
    let text = rendered.get(key);
    if (!text) {
      text = renderNotification(message, language);
      rendered.set(key, text);
    }
    return text;
  };
}

/** The row to store: the English text (kept for any reader) beside the message key and params. */
function rowOf(userId: string, input: NewNotification, render = renderNotification) {
  const english = render(input.message, 'en');
  return {
    userId,
    type: input.type,
    ...english,
    link: input.link ?? null,
    messageKey: input.message.key,
    messageParams: input.message.params,
  };
}

/** A user's notifications: stored, listed, marked read, and pushed live to their sockets. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly hub: RealtimePort,
  ) {}

  /** Stores one notification for the user and sends it to every socket of theirs (in their language). */
  async notify(userId: string, input: NewNotification): Promise<Notification> {
    const [row] = await this.db.insert(notifications).values(rowOf(userId, input)).returning();
    if (!row) throw new Error('notification not stored');
    const notification = toNotification(row, (await languagesOf(this.db, [userId])).get(userId) ?? 'en');
    this.hub.toUsers([userId], 'notification', notification);
    return notification;
  }

  /**
   * Stores notifications with one statement on `db` (the caller's transaction, so they commit with what they
   * report); answers the function that sends them to their users' sockets, to call once that has committed.
   */
  async storeMany(db: Executor, items: Array<NewNotification & { userId: string }>): Promise<() => void> {
    if (items.length === 0) return () => undefined;
    const render = renderer();
    const stored = items.map((item) => ({
      id: randomUUID(),
      ...rowOf(item.userId, item, render),
      message: item.message,
    }));
    const column = (values: Array<string | null>, type: 'text' | 'jsonb') =>
      sql`${sql.param(values)}::${sql.raw(type)}[]`;
    // One statement for a whole batch (a claim batch writes hundreds), each column one array parameter.
    const result = await db.execute(sql`
      insert into notifications (id, user_id, type, title, body, link, message_key, message_params)
      select * from unnest(
        ${uuidList(stored.map((n) => n.id))}, ${uuidList(stored.map((n) => n.userId))},
        ${column(
          stored.map((n) => n.type),
          'text',
        )}, ${column(
          stored.map((n) => n.title),
          'text',
        )},
        ${column(
          stored.map((n) => n.body),
          'text',
        )}, ${column(
          stored.map((n) => n.link),
          'text',
        )},
        ${column(
          stored.map((n) => n.messageKey),
          'text',
        )},
        ${column(
          stored.map((n) => JSON.stringify(n.messageParams)),
          'jsonb',
        )}
      )
      returning id, created_at, (select language from users u where u.id = notifications.user_id) as language
    `);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      id: string;
      created_at: Date | string;
      language: string;
    }>;
    const written = new Map(rows.map((row) => [row.id, row]));
    return () => {
      for (const n of stored) {
        const row = written.get(n.id);
        if (!row) continue;
        const language = isServerLanguage(row.language) ? row.language : 'en';
        this.hub.toUsers([n.userId], 'notification', {
          id: n.id,
          type: n.type,
          ...render(n.message, language),
          link: n.link,
          read: false,
          createdAt: new Date(row.created_at).toISOString(),
        });
      }
    };
  }

  /** Newest first, with the total and how many are unread. */
  async list(userId: string, page: { offset: number; limit: number }, language: ServerLanguage) {
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
    return { items: rows.map((row) => toNotification(row, language)), total: totals?.total ?? 0, unreadCount };
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
