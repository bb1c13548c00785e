import type { Database } from '../../db/database';
import type { NotificationRecord } from '../../db/notifications';

/** What another area tells a customer (a complaint received, a consultation request taken). */
export type NewNotification = Pick<NotificationRecord, 'title' | 'subtitle' | 'image' | 'detailUrl'>;

/** Adds an unread notification for the customer, as the newest. */
export const notifyCustomer = async (db: Database, customerId: number, notification: NewNotification, now: number): Promise<void> => {
  const id = db.notifications.all().reduce((max, n) => Math.max(max, n.id), 0) + 1;
  await db.notifications.create({ ...notification, id, customerId, read: false, createdAt: now });
};
