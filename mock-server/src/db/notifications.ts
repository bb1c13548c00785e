import { Collection } from '@msw/data';
import { z } from 'zod';

/** A notification to one customer (document 1 §3). */
export const notificationRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** A path on the mock's host (`/media/art/square/…`), answered as an absolute URL; null for none. */
  image: z.string().nullable(),
  /** A path of the store, e.g. `/profile/order/MORE-…`; null when it leads nowhere. */
  detailUrl: z.string().nullable(),
  read: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

/** Whether a customer wants reminders (POST more/setting/reminder). A customer without a record gets them. */
export const reminderSettingRecord = z.object({
  customerId: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.number().int(),
});
export type ReminderSettingRecord = z.infer<typeof reminderSettingRecord>;

/** Collections of the notifications area. */
export const createNotificationsCollections = () => ({
  notifications: new Collection({ schema: notificationRecord }),
  reminderSettings: new Collection({ schema: reminderSettingRecord }),
});
