import * as z from 'zod/mini';
import { pagingQueryWire, type ReadonlyLists } from '../request-fields';
import { id } from '../wire-fields';

/** The query of `GET more/user/notification`: the page and its size, always sent (the header's list asks 4 at a time). */
export const notificationPageQueryWire = z.required(pagingQueryWire);
export type NotificationPageQueryWire = z.input<typeof notificationPageQueryWire>;

/**
 * The body of `POST more/user/notification/update-read`: every notification
 * of the shopper, or the ids that turn read (core sends nothing when none
 * would, so the list is never empty).
 */
export const notificationsReadBodyWire = z.union([
  z.strictObject({ all: z.literal(true) }),
  z.strictObject({ ids: z.array(id()).check(z.minLength(1)) }),
]);
export type NotificationsReadBodyWire = ReadonlyLists<z.input<typeof notificationsReadBodyWire>>;

/** The body of `POST more/setting/reminder`: reminders switched on or off. */
export const reminderBodyWire = z.strictObject({ reminder: z.boolean() });
export type ReminderBodyWire = z.input<typeof reminderBodyWire>;
