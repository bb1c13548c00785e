import type { ChatApi, ChatMessage, ChatPage, ChatPageQuery } from '@more/core';
import type { StoreApi } from '../store-api';
import { toChatMessage, toChatPage } from './chat.mapper';
import { chatMessageWire, chatPageWire, chatUnreadWire } from './chat.wire';
import type { ChatMessageBodyWire, ChatPageQueryWire } from './chat-request.wire';

/** The chat calls of document 2 §7 over the store API (payloads: see ChatApi). */
export class HttpChatApi implements ChatApi {
  constructor(private readonly api: StoreApi) {}

  async messages(query: ChatPageQuery): Promise<ChatPage> {
    const wire = await this.api.call('GET more/user/chat', chatPageWire, {
      searchParams: { page: query.page, per_page: query.perPage } satisfies ChatPageQueryWire,
    });
    return toChatPage(wire);
  }

  async send(text: string): Promise<ChatMessage> {
    const wire = await this.api.call('POST more/user/chat/store', chatMessageWire, { json: { message: text } satisfies ChatMessageBodyWire });
    return toChatMessage(wire);
  }

  async unreadCount(): Promise<number> {
    const wire = await this.api.call('GET more/user/chat/unread', chatUnreadWire);
    return wire.unread_count;
  }

  async markRead(): Promise<void> {
    await this.api.call('POST more/user/chat/read', chatUnreadWire);
  }
}
