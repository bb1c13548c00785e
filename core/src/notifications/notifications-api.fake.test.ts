import { describe, expect, it } from 'vitest';
import { aNotification, someNotifications } from './notification.fixture';
import { InMemoryNotificationsApi } from './notifications-api.fake';

describe('in-memory notifications API', () => {
  it('cuts pages from the list and counts unread over all of it', async () => {
    const api = new InMemoryNotificationsApi(someNotifications([false, true, false, true, false]));
    const second = await api.list(2, 4);
    expect(second).toMatchObject({ page: 2, perPage: 4, total: 5, totalPages: 2, unreadCount: 3 });
    expect(second.items.map((n) => n.id)).toEqual([5]);
    expect((await new InMemoryNotificationsApi().list(1, 4)).totalPages).toBe(1);
  });

  it('marks read by id or all, keeps the reminder setting, and records each call', async () => {
    const api = new InMemoryNotificationsApi(someNotifications([false, false, false]));
    await api.markRead([2]);
    expect(api.unreadCount).toBe(2);
    await api.markRead('all');
    expect(api.unreadCount).toBe(0);
    await api.setReminder({ enabled: true });
    expect(api.reminder).toEqual({ enabled: true });
    api.receive(aNotification({ id: 9 }));
    expect(api.notifications[0]?.id).toBe(9);
    expect(api.calls).toEqual([
      { call: 'markRead', target: [2] },
      { call: 'markRead', target: 'all' },
      { call: 'setReminder', setting: { enabled: true } },
    ]);
  });

  it('fails each call when told to', async () => {
    const api = new InMemoryNotificationsApi();
    api.failListWith = new Error('list down');
    api.failMarkReadWith = new Error('mark down');
    api.failReminderWith = new Error('reminder down');
    await expect(api.list(1, 4)).rejects.toThrow('list down');
    await expect(api.markRead('all')).rejects.toThrow('mark down');
    await expect(api.setReminder({ enabled: false })).rejects.toThrow('reminder down');
    expect(api.reminder).toBeNull();
  });
});
