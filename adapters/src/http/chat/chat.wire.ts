import * as z from 'zod/mini';
import { paged } from '../envelope';
import { count } from '../wire-fields';

/** Who wrote a message: the customer, or the store's customer service. */
export const chatSenders = ['customer', 'admin'] as const;

/** A message of the conversation with customer service. */
export const chatMessageWire = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  message: z.string().check(z.minLength(1)),
  sender: z.enum(chatSenders),
  sender_name: z.string().check(z.minLength(1)),
  is_read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ChatMessageWire = z.infer<typeof chatMessageWire>;

/** `data` of `GET more/user/chat`: page 1 holds the newest messages; each page runs oldest first. */
export const chatPageWire = paged(chatMessageWire);
export type ChatPageWire = z.infer<typeof chatPageWire>;

/** `data` of `GET more/user/chat/unread` and `POST more/user/chat/read`. */
export const chatUnreadWire = z.object({ unread_count: count() });
export type ChatUnreadWire = z.infer<typeof chatUnreadWire>;
