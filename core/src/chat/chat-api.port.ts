import { token } from '../shared/token';
import type { ChatMessage, ChatPage } from './chat-message';

export interface ChatPageQuery {
  readonly page: number;
  readonly perPage: number;
}

/**
 * The customer's conversation with the store (document 2 §7, "Chat"). Every
 * call is under more/ and needs a logged-in customer. Document 2 shows no
 * payloads; this store's choice:
 * - `GET more/user/chat` takes query `page`, `per_page` (see ChatPage for the order);
 * - `POST more/user/chat/store` takes JSON `{ message }` (1–1000 characters) and
 *   answers the stored message; customer service answers later, as a new
 *   unread message (the mock answers at once with a canned reply from "CS MORE");
 * - `GET more/user/chat/unread` answers `{ unread_count }`;
 * - `POST more/user/chat/read` takes no body and marks everything the store wrote as read.
 */
export interface ChatApi {
  /** `GET more/user/chat` with query page, per_page */
  messages(query: ChatPageQuery): Promise<ChatPage>;
  /** `POST more/user/chat/store` */
  send(text: string): Promise<ChatMessage>;
  /** `GET more/user/chat/unread`: how many messages from the store the customer has not seen. */
  unreadCount(): Promise<number>;
  /** `POST more/user/chat/read` */
  markRead(): Promise<void>;
}

export const ChatApiToken = token<ChatApi>('ChatApi');
