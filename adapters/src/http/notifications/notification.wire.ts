import * as z from 'zod/mini';
import { paged } from '../envelope';
import { count, text } from '../wire-fields';

/**
 * A notification (document 1 §3: "title, subtitle, created_at, image_url,
 * detail_url, read_status (0 is unread)"). read_status stays the number the
 * document gives.
 */
export const notificationWire = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  title: text(),
  subtitle: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  image_url: z.nullish(z.string()),
  /** A path of the store (`/profile/order/MORE-…`) or an address; where opening it leads. */
  detail_url: z.nullish(z.string()),
  read_status: z.number().check(z.int(), z.minimum(0), z.maximum(1)),
});
export type NotificationWire = z.infer<typeof notificationWire>;

/** `data` of `GET more/user/notification`: a page, and the unread count over all pages ("list, unread count and pagination"). */
export const notificationPageWire = z.extend(paged(notificationWire), { unread_count: count() });
export type NotificationPageWire = z.infer<typeof notificationPageWire>;

/** `data` of `POST more/user/notification/update-read`: how many changed, and what is still unread. */
export const notificationsReadWire = z.object({ updated: count(), unread_count: count() });
export type NotificationsReadWire = z.infer<typeof notificationsReadWire>;

/** `data` of `POST more/setting/reminder`: the setting as stored. */
export const reminderSettingWire = z.object({ reminder: z.boolean() });
export type ReminderSettingWire = z.infer<typeof reminderSettingWire>;
