import { Collection } from '@msw/data';
import { z } from 'zod';

/** One message of a customer's conversation with the store's customer service. */
export const chatMessageRecord = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  sender: z.enum(['customer', 'admin']),
  senderName: z.string(),
  text: z.string(),
  /** Whether the customer has seen it; what the customer wrote is read. */
  read: z.boolean(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type ChatMessageRecord = z.infer<typeof chatMessageRecord>;

/** Collections of the chat area. */
export const createChatCollections = () => ({
  chatMessages: new Collection({ schema: chatMessageRecord }),
});
