import { appendNotificationPage, markNotificationsRead, notificationListOf, unreadCountOf } from '@more/core';
import { DEMO_CUSTOMER } from '@more/mock-server';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../mock-store.fixture';
import { HttpNotificationsApi } from './http-notifications-api';
import { toStoreNotification } from './notification.mapper';

const api = mockStore({ now: Date.UTC(2026, 10, 21, 3, 0) });
const notifications = new HttpNotificationsApi(api.storeApi);

describe('notification mapping (wire → core)', () => {
  it('reads read_status 0 as unread, times as epoch milliseconds, and empty links as none', () => {
    const wire = { id: 3, title: 'Flash Sale', subtitle: 'Mulai!', created_at: '2026-11-21T19:05:00+07:00', image_url: '', detail_url: null, read_status: 0 };
    expect(toStoreNotification(wire)).toEqual({ id: 3, title: 'Flash Sale', subtitle: 'Mulai!', createdAt: Date.UTC(2026, 10, 21, 12, 5), imageUrl: null, detailUrl: null, read: false });
    expect(toStoreNotification({ ...wire, read_status: 1 }).read).toBe(true);
  });
});

describe('HttpNotificationsApi against the mock', () => {
  it('loads the header\'s 4 a page, and the next page appends what is new', async () => {
    const first = await notifications.list(1, 4);
    expect(first).toMatchObject({ page: 1, perPage: 4, total: 14, totalPages: 4, unreadCount: 5 });
    expect(first.items).toHaveLength(4);
    const list = appendNotificationPage(notificationListOf(first), await notifications.list(2, 4));
    expect(list.items).toHaveLength(8);
    expect(unreadCountOf(list)).toBe(5);
  });

  it('marks some read, then all: the server\'s unread count follows', async () => {
    const first = await notifications.list(1, 4);
    const marked = markNotificationsRead(notificationListOf(first), [first.items[0]!.id, first.items[1]!.id]);
    await notifications.markRead(marked.change.ids);
    expect((await notifications.list(1, 4)).unreadCount).toBe(unreadCountOf(marked.list));
    await notifications.markRead('all');
    expect((await notifications.list(1, 4)).unreadCount).toBe(0);
  });

  it('stores the reminder setting', async () => {
    await notifications.setReminder({ enabled: false });
    expect(api.mock.db.reminderSettings.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))?.enabled).toBe(false);
  });

  it('fails as unauthorized without a token, naming the call', async () => {
    api.useToken(null);
    await expect(notifications.list(1, 4)).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/user/notification' });
  });
});
