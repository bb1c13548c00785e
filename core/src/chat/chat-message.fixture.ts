import type { ChatMessage } from './chat-message';

/** A message from customer service; tests override what they are about. */
export const aChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  text: 'Halo Kak, ada yang bisa kami bantu?',
  from: 'store',
  senderName: 'CS MORE',
  sentAt: Date.UTC(2026, 10, 21, 2, 0),
  read: false,
  ...overrides,
});
