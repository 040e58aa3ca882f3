import { randomUUID } from 'node:crypto';
import type { Notification, NotificationType } from '@questboard/contract/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, rowsOf } from '../../db/executor';
import { executePrepared } from '../../db/prepared-statements';
import { notifications } from '../../db/schema/notifications';
import { uuidList } from '../../db/uuid-list';
import type { ServerLanguage } from '../../i18n/i18n';
import { type NotificationMessage, renderNotification } from '../../i18n/notification-messages';
import type { RealtimePort } from '../../lib/realtime-port';
import { languageOfUser } from '../users/users.module';
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

/** A notification as written, with the receiver it goes to. */
interface Written {
  userId: string;
  notification: Notification;
}

const textArray = (values: Array<string | null>) => sql`${sql.param(values)}::text[]`;

/** A user's notifications: stored, listed, marked read, and pushed live to their sockets. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly hub: RealtimePort,
  ) {}

  /** Stores one notification for the user and sends it to every socket of theirs (in their language). */
  async notify(userId: string, input: NewNotification): Promise<Notification> {
    const [written] = await this.write(this.db, [{ ...input, userId }]);
    if (!written) throw new Error('notification not stored');
    this.hub.toUsers([userId], 'notification', written.notification);
    return written.notification;
  }

  /**
   * Stores notifications with one statement on `db` (the caller's transaction, so they commit with what they
   * report); answers the function that sends them to their users' sockets, to call once that has committed.
   */
  async storeMany(db: Executor, items: Array<NewNotification & { userId: string }>): Promise<() => void> {
    if (items.length === 0) return () => undefined;
    const written = await this.write(db, items);
    return () => {
      for (const { userId, notification } of written) this.hub.toUsers([userId], 'notification', notification);
    };
  }

  /**
   * Inserts the notifications with one statement prepared once per connection (a claim batch writes hundreds; each
   * column is one array parameter), each with its English text beside its message key and params, and answers each
   * one as its receiver reads it, in the language the same statement read for them.
   */
  private async write(db: Executor, items: Array<NewNotification & { userId: string }>): Promise<Written[]> {
    const render = renderer();
    const stored = items.map((item) => ({
      ...item,
      id: randomUUID(),
      link: item.link ?? null,
      english: render(item.message, 'en'),
    }));
    const columns = [
      uuidList(stored.map((n) => n.id)),
      uuidList(stored.map((n) => n.userId)),
      textArray(stored.map((n) => n.type)),
      textArray(stored.map((n) => n.english.title)),
      textArray(stored.map((n) => n.english.body)),
      textArray(stored.map((n) => n.link)),
      textArray(stored.map((n) => n.message.key)),
      sql`${sql.param(stored.map((n) => JSON.stringify(n.message.params)))}::jsonb[]`,
    ];
    const result = await executePrepared(
      db,
      sql`
      insert into notifications (id, user_id, type, title, body, link, message_key, message_params)
      select * from unnest(${sql.join(columns, sql`, `)})
      returning id, created_at, (select language from users u where u.id = notifications.user_id) as language
    `,
    );
    const written = new Map(
      rowsOf<{ id: string; created_at: Date | string; language: string }>(result).map((row) => [row.id, row]),
    );
    return stored.flatMap((n) => {
      const row = written.get(n.id);
      if (!row) return [];
      const notification: Notification = {
        id: n.id,
        type: n.type,
        ...render(n.message, languageOfUser(row)),
        link: n.link,
        read: false,
        createdAt: new Date(row.created_at).toISOString(),
      };
      return [{ userId: n.userId, notification }];
    });
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
