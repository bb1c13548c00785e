import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { someNotifications } from './notification.fixture';
import {
  type NotificationList,
  appendNotificationPage,
  notificationListOf,
  hasMoreNotifications,
  markNotificationsRead,
  isEmptyReadChange,
  undoNotificationsRead,
  unreadCountOf,
} from './notification-list';
import type { NotificationPage } from './notifications-api.port';

const page = (read: readonly boolean[], overrides: Partial<NotificationPage> = {}): NotificationPage => {
  const items = someNotifications(read);
  return { items, page: 1, perPage: 4, total: items.length, totalPages: 1, unreadCount: items.filter((n) => !n.read).length, ...overrides };
};

const unreadIds = (list: NotificationList) => list.items.filter((n) => !n.read).map((n) => n.id);

describe('notification list: "list, unread count and pagination" (document 1 §3)', () => {
  it('counts the unread the server reports, loaded or not ("read_status (0 is unread)")', () => {
    const list = notificationListOf(page([false, true, false, true], { total: 10, totalPages: 3, unreadCount: 6 }));
    expect(unreadCountOf(list)).toBe(6);
    expect(list.unreadNotLoaded).toBe(4);
    expect(hasMoreNotifications(list)).toBe(true);
  });

  it('never counts below the unread it can see, whatever the server says', () => {
    expect(unreadCountOf(notificationListOf(page([false, false], { unreadCount: 0 })))).toBe(2);
  });

  it('appends the next page, drops a repeat shifted in by a newer notification, and moves its unread to the known ones', () => {
    const first = notificationListOf(page([false, true, true, true], { total: 8, totalPages: 2, unreadCount: 3 }));
    const [, , , fourth, ...rest] = someNotifications([false, true, true, true, false, true, false, true]);
    const next = appendNotificationPage(first, { items: [fourth!, ...rest.slice(0, 3)], page: 2, perPage: 4, total: 9, totalPages: 3, unreadCount: 5 });
    expect(next.items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(next).toMatchObject({ page: 2, totalPages: 3, total: 9 });
    expect(unreadCountOf(next)).toBe(3);
    expect([first.unreadNotLoaded, next.unreadNotLoaded]).toEqual([2, 0]);
  });

  it('marks read by id only what was unread, and "all" reaches the pages not loaded', () => {
    const list = notificationListOf(page([false, true, false, false], { total: 6, totalPages: 2, unreadCount: 5 }));
    const some = markNotificationsRead(list, [1, 2, 99]);
    expect(some.change).toEqual({ ids: [1], unreadNotLoaded: 0 });
    expect(unreadCountOf(some.list)).toBe(4);
    const all = markNotificationsRead(list, 'all');
    expect(all.change).toEqual({ ids: [1, 3, 4], unreadNotLoaded: 2 });
    expect(unreadCountOf(all.list)).toBe(0);
    expect(isEmptyReadChange(markNotificationsRead(all.list, 'all').change)).toBe(true);
    expect(isEmptyReadChange(markNotificationsRead(list, [2]).change)).toBe(true);
  });

  it('undoes one marking and keeps the others made since', () => {
    const list = notificationListOf(page([false, false, false]));
    const first = markNotificationsRead(list, [1]);
    const second = markNotificationsRead(first.list, [2]);
    expect(unreadIds(undoNotificationsRead(second.list, first.change))).toEqual([1, 3]);
  });

  it('for any list and any markings and undos: the count is the unread known plus those not loaded, never below 0; undoing all restores it', () => {
    const operations = fc.array(
      fc.record({ target: fc.oneof(fc.constant('all' as const), fc.array(fc.integer({ min: 1, max: 10 }))), undo: fc.boolean() }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 8 }), fc.nat(5), operations, (read, unreadElsewhere, steps) => {
        const start = notificationListOf(page(read, { unreadCount: read.filter((r) => !r).length + unreadElsewhere }));
        let list = start;
        const undone: ReturnType<typeof markNotificationsRead>['change'][] = [];
        for (const step of steps) {
          const marked = markNotificationsRead(list, step.target);
          list = marked.list;
          if (step.undo) list = undoNotificationsRead(list, marked.change);
          else undone.push(marked.change);
          expect(unreadCountOf(list)).toBe(unreadIds(list).length + list.unreadNotLoaded);
          expect(list.unreadNotLoaded).toBeGreaterThanOrEqual(0);
          expect(unreadCountOf(list)).toBeLessThanOrEqual(unreadCountOf(start));
        }
        for (const change of undone.reverse()) list = undoNotificationsRead(list, change);
        expect(list).toEqual(start);
      }),
    );
  });
});
