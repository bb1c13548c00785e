import type { ChatMessage, ChatPage } from '@more/core';
import type { ChatMessageWire, ChatPageWire } from './chat.wire';

export const toChatMessage = (wire: ChatMessageWire): ChatMessage => ({
  id: wire.id,
  text: wire.message,
  from: wire.sender === 'customer' ? 'customer' : 'store',
  senderName: wire.sender_name,
  sentAt: Date.parse(wire.created_at),
  read: wire.is_read,
});

export const toChatPage = (wire: ChatPageWire): ChatPage => ({
  items: wire.data.map(toChatMessage),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});
