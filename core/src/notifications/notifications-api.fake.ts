import type { StoreNotification } from './notification';
import type { NotificationPage, NotificationsApi, NotificationReadTarget, ReminderSetting } from './notifications-api.port';

export type NotificationsCall =
  | { readonly call: 'list'; readonly page: number; readonly perPage: number }
  | { readonly call: 'markRead'; readonly target: NotificationReadTarget }
  | { readonly call: 'setReminder'; readonly setting: ReminderSetting };

/**
 * The shopper's notifications in memory, newest first, as the server keeps
 * them: pages are cut from the list, the unread count is over all of it, and
 * marking read changes it. Records every call; each call can be told to fail.
 */
export class InMemoryNotificationsApi implements NotificationsApi {
  readonly calls: NotificationsCall[] = [];
  failListWith: Error | null = null;
  failMarkReadWith: Error | null = null;
  failReminderWith: Error | null = null;
  /** The last reminder setting stored, or null before any. */
  reminder: ReminderSetting | null = null;
  private stored: StoreNotification[];

  constructor(notifications: readonly StoreNotification[] = []) {
    this.stored = [...notifications];
  }

  /** What the server holds now. */
  get notifications(): readonly StoreNotification[] {
    return this.stored;
  }

  get unreadCount(): number {
    return this.stored.filter((item) => !item.read).length;
  }

  /** A new notification arrives: it goes first, as the newest. */
  receive(notification: StoreNotification): void {
    this.stored = [notification, ...this.stored];
  }

  list(page: number, perPage: number): Promise<NotificationPage> {
    this.calls.push({ call: 'list', page, perPage });
    if (this.failListWith) return Promise.reject(this.failListWith);
    return Promise.resolve({
      items: this.stored.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      total: this.stored.length,
      totalPages: Math.max(1, Math.ceil(this.stored.length / perPage)),
      unreadCount: this.unreadCount,
    });
  }

  markRead(target: NotificationReadTarget): Promise<void> {
    this.calls.push({ call: 'markRead', target });
    if (this.failMarkReadWith) return Promise.reject(this.failMarkReadWith);
    const ids = target === 'all' ? null : new Set(target);
    this.stored = this.stored.map((item) => (ids === null || ids.has(item.id) ? { ...item, read: true } : item));
    return Promise.resolve();
  }

  setReminder(setting: ReminderSetting): Promise<void> {
    this.calls.push({ call: 'setReminder', setting });
    if (this.failReminderWith) return Promise.reject(this.failReminderWith);
    this.reminder = setting;
    return Promise.resolve();
  }
}
