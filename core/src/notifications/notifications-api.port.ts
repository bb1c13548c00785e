import type { Page } from '../catalogue/product';
import { token } from '../shared/token';
import type { StoreNotification } from './notification';

/**
 * One page of the shopper's notifications, newest first. The answer carries
 * the unread count over all pages (document 1 §3: "list, unread count and
 * pagination" are one entity), so the header needs one call.
 */
export interface NotificationPage extends Page<StoreNotification> {
  readonly unreadCount: number;
}

/** Which notifications to mark read: some by id, or all of the shopper's. */
export type NotificationReadTarget = readonly number[] | 'all';

/**
 * Whether the store sends the shopper reminders. Document 2 shows neither the
 * body of `POST more/setting/reminder` nor its meaning; this store reads it
 * as the reminder setting being switched on or off.
 */
export interface ReminderSetting {
  readonly enabled: boolean;
}

/** Document 2 §7, "Notifications". Every call needs a logged-in customer (more/ prefix, document 2 §6). */
export interface NotificationsApi {
  /** `GET more/user/notification` with query (page, per_page). Pages count from 1. */
  list(page: number, perPage: number): Promise<NotificationPage>;
  /** `POST more/user/notification/update-read`: the ids given, or every notification of the shopper. */
  markRead(target: NotificationReadTarget): Promise<void>;
  /** `POST more/setting/reminder`. */
  setReminder(setting: ReminderSetting): Promise<void>;
}

export const NotificationsApiToken = token<NotificationsApi>('NotificationsApi');
