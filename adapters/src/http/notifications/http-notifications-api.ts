import type { NotificationPage, NotificationReadTarget, NotificationsApi, ReminderSetting } from '@more/core';
import type { StoreApi } from '../store-api';
import { toNotificationPage } from './notification.mapper';
import { notificationPageWire, notificationsReadWire, reminderSettingWire } from './notification.wire';
import type { NotificationPageQueryWire, NotificationsReadBodyWire, ReminderBodyWire } from './notifications-request.wire';

/**
 * The notifications calls of document 2 §7 over the store API. Document 2
 * shows no bodies; this store sends `{ ids: [..] }` or `{ all: true }` to
 * update-read, and `{ reminder: true|false }` to the reminder setting.
 */
export class HttpNotificationsApi implements NotificationsApi {
  constructor(private readonly api: StoreApi) {}

  async list(page: number, perPage: number): Promise<NotificationPage> {
    const wire = await this.api.call('GET more/user/notification', notificationPageWire, {
      searchParams: { page, per_page: perPage } satisfies NotificationPageQueryWire,
    });
    return toNotificationPage(wire);
  }

  async markRead(target: NotificationReadTarget): Promise<void> {
    await this.api.call('POST more/user/notification/update-read', notificationsReadWire, {
      json: (target === 'all' ? { all: true } : { ids: target }) satisfies NotificationsReadBodyWire,
    });
  }

  async setReminder(setting: ReminderSetting): Promise<void> {
    await this.api.call('POST more/setting/reminder', reminderSettingWire, { json: { reminder: setting.enabled } satisfies ReminderBodyWire });
  }
}
