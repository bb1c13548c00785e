import type { Page } from '../catalogue/product';

/** How many messages one `GET more/user/chat` asks for: a screenful and some. */
export const CHAT_PAGE_SIZE = 20;

/**
 * One message of the customer's conversation with the store's customer
 * service (document 1 §2: profile "chats", the floating chat widget).
 */
export interface ChatMessage {
  readonly id: number;
  readonly text: string;
  /** Who wrote it: the customer, or the store's customer service. */
  readonly from: 'customer' | 'store';
  /** Shown above the message, e.g. "CS MORE". */
  readonly senderName: string;
  /** Milliseconds since the epoch. */
  readonly sentAt: number;
  /** Whether the customer has seen it; what the customer wrote is always read. */
  readonly read: boolean;
}

/**
 * One page of the conversation. Page 1 holds the newest messages and later
 * pages go back in time, so the view loads older ones as the shopper scrolls
 * up; within a page the messages run oldest first, the order they are shown in.
 */
export type ChatPage = Page<ChatMessage>;

/** A page's messages put before the older ones already shown, each message once, oldest first. */
export const mergeChatMessages = (shown: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] => {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...shown, ...arrived]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sentAt - b.sentAt || a.id - b.id);
};
