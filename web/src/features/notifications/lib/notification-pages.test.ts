import type { Notification } from '@questboard/contract/notifications';
import { describe, expect, it } from 'vitest';
import {
  type NotificationPages,
  nextOffset,
  notificationsOf,
  unreadCountOf,
  withNotification,
  withRead,
} from './notification-pages';

const notification = (n: number, read = false): Notification => ({
  id: `n${n}`,
  type: 'CHAT_MESSAGE',
  title: `Message ${n}`,
  body: 'hi',
  link: '/inbox?room=r',
  read,
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
});
const loaded = (total: number, unreadCount: number, ...pages: Notification[][]): NotificationPages => ({
  pages: pages.map((items) => ({ items, total, unreadCount })),
  pageParams: pages.map((_, i) => i * 2),
});

const offsetAfter = (data: NotificationPages) => {
  const last = data.pages.at(-1);
  return last && nextOffset(last, data.pages);
};

describe('notification pages', () => {
  const data = loaded(5, 2, [notification(5), notification(4)], [notification(3, true), notification(2, true)]);

  it('pages on by what is loaded until the total is reached', () => {
    expect(offsetAfter(data)).toBe(4);
    expect(offsetAfter(loaded(4, 0, [notification(2), notification(1)], [notification(0)]))).toBe(3);
    expect(offsetAfter(loaded(3, 0, [notification(2), notification(1)], [notification(0)]))).toBeUndefined();
  });

  it('puts a live notification on top and counts it unread once', () => {
    const next = withNotification(data, notification(6));
    expect(notificationsOf(next).map((n) => n.id)).toEqual(['n6', 'n5', 'n4', 'n3', 'n2']);
    expect(unreadCountOf(next)).toBe(3);
    expect(next.pages.every((page) => page.total === 6)).toBe(true);
    expect(withNotification(next, notification(6))).toBe(next);
    expect(offsetAfter(next)).toBe(5);
  });

  it('does not count a notification that arrives already read', () => {
    expect(unreadCountOf(withNotification(data, notification(6, true)))).toBe(2);
  });

  it('marks some or all read and takes the count the server answered', () => {
    const some = withRead(data, ['n5'], 1);
    expect(notificationsOf(some).map((n) => n.read)).toEqual([true, false, true, true]);
    expect(unreadCountOf(some)).toBe(1);
    const all = withRead(data, undefined, 0);
    expect(notificationsOf(all).every((n) => n.read)).toBe(true);
    expect(unreadCountOf(all)).toBe(0);
  });

  it('lists a notification once even when paging shifted it into two pages', () => {
    const shifted = loaded(3, 0, [notification(3), notification(2)], [notification(2), notification(1)]);
    expect(notificationsOf(shifted).map((n) => n.id)).toEqual(['n3', 'n2', 'n1']);
  });
});
