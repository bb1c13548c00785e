import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatDraftProblem,
  conversationOf,
  hasOlderMessages,
  hasUnreadFromStore,
  nextOlderPage,
  withAllRead,
  withArrivedPage,
  withFailedDelivery,
  withSending,
  withStored,
  withoutMessage,
} from './chat-conversation';
import { CHAT_PAGE_SIZE, type ChatMessage, type ChatPage } from './chat-message';
import { aChatMessage } from './chat-message.fixture';

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => aChatMessage({ id: from + i, sentAt: Date.UTC(2026, 10, 20) + (from + i) * 60_000, read: true }));

/** The page the server would answer for a conversation of `all`, oldest first. */
const pageOf = (all: readonly ChatMessage[], page: number, perPage = CHAT_PAGE_SIZE): ChatPage => {
  const end = Math.max(0, all.length - (page - 1) * perPage);
  return { items: all.slice(Math.max(0, end - perPage), end), page, perPage, total: all.length, totalPages: Math.ceil(all.length / perPage) };
};

const ids = (conversation: { messages: readonly { id: number }[] }) => conversation.messages.map((m) => m.id);

describe('a chat draft', () => {
  it('is sent trimmed, between 1 and 1000 characters', () => {
    expect(chatDraftProblem('   ')).toBe('empty');
    expect(chatDraftProblem(' Halo ')).toBeNull();
    expect(chatDraftProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(chatDraftProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe('too-long');
  });
});

describe('the loaded part of a conversation', () => {
  it('starts from the newest page and knows whether older messages exist', () => {
    const conversation = conversationOf(pageOf(messages(1, 25), 1));
    expect(ids(conversation)).toEqual(messages(6, 25).map((m) => m.id));
    expect(hasOlderMessages(conversation)).toBe(true);
    expect(nextOlderPage(conversation)).toBe(2);
    expect(hasOlderMessages(conversationOf(pageOf(messages(1, 3), 1)))).toBe(false);
    expect(hasOlderMessages(conversationOf(pageOf([], 1)))).toBe(false);
  });

  it('puts an older page in front and stops at the oldest', () => {
    const all = messages(1, 25);
    const older = withArrivedPage(conversationOf(pageOf(all, 1)), pageOf(all, 2));
    expect(ids(older)).toEqual(all.map((m) => m.id));
    expect(older.reachedOldest).toBe(true);
    expect(hasOlderMessages(older)).toBe(false);
  });

  it('PROPERTY: loading older pages while new messages arrive shows every message once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 }), fc.array(fc.integer({ min: 0, max: 25 }), { maxLength: 6 }), (start, arrivals) => {
        let all = messages(1, start);
        let conversation = conversationOf(pageOf(all, 1));
        for (const arriving of [...arrivals, 0, 0, 0, 0, 0, 0]) {
          all = [...all, ...messages(all.length + 1, all.length + arriving)];
          if (!hasOlderMessages(conversation)) break;
          conversation = withArrivedPage(conversation, pageOf(all, nextOlderPage(conversation)));
        }
        const shown = ids(conversation);
        expect(shown).toEqual([...new Set(shown)].sort((x, y) => x - y));
        // No message of the history seen at first is skipped, however the pages moved.
        const oldest = shown[0] ?? 1;
        for (let id = oldest; id <= start; id++) expect(shown).toContain(id);
        if (!hasOlderMessages(conversation) && start > 0) expect(oldest).toBe(1);
      }),
    );
  });

  it('keeps a message read once seen read, even if an older answer says otherwise', () => {
    const unread = aChatMessage({ id: 1, read: false });
    const seen = withAllRead(conversationOf(pageOf([unread], 1)));
    expect(hasUnreadFromStore(seen)).toBe(false);
    expect(hasUnreadFromStore(withArrivedPage(seen, pageOf([unread], 1)))).toBe(false);
    expect(hasUnreadFromStore(conversationOf(pageOf([unread], 1)))).toBe(true);
  });
});

describe('a message written here', () => {
  const written = aChatMessage({ id: -1, from: 'customer', text: 'Apakah ready?', read: true, sentAt: Date.UTC(2026, 10, 21) });
  const base = conversationOf(pageOf(messages(1, 3), 1));

  it('shows at once at the end, then takes its stored form under the same key', () => {
    const sending = withSending(base, 'written-1', written);
    expect(sending.messages.at(-1)).toMatchObject({ key: 'written-1', delivery: 'sending', text: 'Apakah ready?' });
    const stored = withStored(sending, 'written-1', { ...written, id: 4 });
    expect(stored.messages.at(-1)).toMatchObject({ key: 'written-1', id: 4, delivery: 'sent' });
    expect(ids(stored)).toEqual([1, 2, 3, 4]);
    expect(stored.total).toBe(4);
  });

  it('stays after older messages and after a page that already brought it', () => {
    const sending = withSending(base, 'written-1', written);
    const reply = aChatMessage({ id: 5, sentAt: Date.UTC(2026, 10, 21, 1) });
    const refreshed = withArrivedPage(sending, pageOf([...messages(1, 3), { ...written, id: 4 }, reply], 1));
    expect(refreshed.messages.map((m) => m.key)).toEqual(['message-1', 'message-2', 'message-3', 'message-4', 'message-5', 'written-1']);
    const stored = withStored(refreshed, 'written-1', { ...written, id: 4 });
    expect(stored.messages.map((m) => m.key)).toEqual(['message-1', 'message-2', 'message-3', 'written-1', 'message-5']);
    expect(stored.total).toBe(5);
  });

  it('is marked failed, can be tried again or dropped', () => {
    const failure = new StoreFailure('network', 'POST more/user/chat/store', 'offline');
    const failedOne = withFailedDelivery(withSending(base, 'written-1', written), 'written-1', failure);
    expect(failedOne.messages.at(-1)).toMatchObject({ delivery: 'failed', failure });
    expect(withSending(failedOne, 'written-1', written).messages.at(-1)).toMatchObject({ delivery: 'sending', failure: null });
    expect(ids(withoutMessage(failedOne, 'written-1'))).toEqual([1, 2, 3]);
    expect(ids(withoutMessage(failedOne, 'message-1'))).toEqual([1, 2, 3, -1]);
  });
});
