import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { InMemoryChatApi } from './chat-api.fake';
import { ChatBox } from './chat-box';
import type { ChatConversation } from './chat-conversation';
import { aChatMessage } from './chat-message.fixture';

const history = (count: number, unread = 0) =>
  Array.from({ length: count }, (_, i) =>
    aChatMessage({ id: i + 1, text: `Pesan ${i + 1}`, sentAt: Date.UTC(2026, 10, 20) + i * 60_000, read: i < count - unread }),
  );

const setup = ({ loggedIn = true, messages = history(3, 1) } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryChatApi(messages);
  const chat = new ChatBox(api, auth, new VirtualTimeScheduler());
  return { auth, api, chat };
};

const conversation = (chat: ChatBox): ChatConversation => {
  const { conversation } = chat.current;
  if (conversation.status !== 'ready') throw new Error(`conversation is ${conversation.status}`);
  return conversation.value;
};
const texts = (chat: ChatBox) => conversation(chat).messages.map((m) => m.text);

describe('the chat widget\'s conversation (document 2 §7 "Chat")', () => {
  it('counts unread messages for a customer as soon as they are logged in', async () => {
    const { api, chat } = setup();
    await settle();
    expect(chat.current).toMatchObject({ open: false, unreadCount: 1, conversation: { status: 'idle' } });
    expect(api.calls.map((c) => c.call)).toEqual(['unreadCount']);
  });

  it('says when the login\'s unread count has come, with no call of its own (a page rendered for the customer waits for it)', async () => {
    const { api, chat } = setup();
    await chat.unreadAtLogin();
    expect(chat.current.unreadCount).toBe(1);
    expect(api.calls.map((c) => c.call)).toEqual(['unreadCount']);
  });

  it('makes no call for a guest, whatever the widget asks', async () => {
    const { api, chat } = setup({ loggedIn: false });
    await chat.open();
    await chat.refreshUnread();
    expect(await chat.send('Halo')).toBe('not-ready');
    expect(api.calls).toEqual([]);
    expect(chat.current.open).toBe(false);
  });

  it('opens on the newest page and marks what the store wrote read', async () => {
    const { api, chat } = setup({ messages: history(25, 2) });
    await settle();
    const opening = chat.open();
    expect(chat.current.conversation.status).toBe('loading');
    await opening;
    expect(texts(chat)).toHaveLength(20);
    expect(texts(chat).at(-1)).toBe('Pesan 25');
    expect(chat.current.unreadCount).toBe(0);
    expect(conversation(chat).messages.every((m) => m.read)).toBe(true);
    expect(api.calls.map((c) => c.call)).toEqual(['unreadCount', 'messages', 'markRead']);
    expect(api.calls[1]!.argument).toEqual({ page: 1, perPage: 20 });
    expect(await api.unreadCount()).toBe(0);
  });

  it('does not mark read when nothing is unread', async () => {
    const { api, chat } = setup({ messages: history(2, 0) });
    await settle();
    await chat.open();
    expect(api.calls.map((c) => c.call)).toEqual(['unreadCount', 'messages']);
  });

  it('loads older messages in front, and stops at the first', async () => {
    const { chat } = setup({ messages: history(45, 0) });
    await chat.open();
    await chat.loadOlder();
    expect(texts(chat)).toHaveLength(40);
    await chat.loadOlder();
    expect(texts(chat)[0]).toBe('Pesan 1');
    expect(conversation(chat).reachedOldest).toBe(true);
    expect(conversation(chat).messages.map((m) => m.id)).toEqual(history(45).map((m) => m.id));
  });

  it('skips a page that holds nothing new when replies moved the pages', async () => {
    const { api, chat } = setup({ messages: history(45, 0) });
    await chat.open();
    for (let i = 0; i < 20; i++) api.reply(`Balasan ${i + 1}`);
    await chat.loadOlder();
    expect(texts(chat)[0]).toBe('Pesan 6');
    expect(api.calls.filter((c) => c.call === 'messages').map((c) => c.argument)).toEqual([
      { page: 1, perPage: 20 },
      { page: 2, perPage: 20 },
      { page: 3, perPage: 20 },
    ]);
  });

  it('keeps what is shown when older messages fail, and says why', async () => {
    const { api, chat } = setup({ messages: history(30, 0) });
    await chat.open();
    api.failing.messages = new StoreFailure('server', 'GET more/user/chat', '500');
    await chat.loadOlder();
    expect(conversation(chat)).toMatchObject({ loadingOlder: false, olderFailure: { kind: 'server' } });
    expect(texts(chat)).toHaveLength(20);
    delete api.failing.messages;
    await chat.loadOlder();
    expect(texts(chat)).toHaveLength(30);
    expect(conversation(chat).olderFailure).toBeNull();
  });

  it('shows a sent message at once, then the stored one and the reply', async () => {
    const { api, chat } = setup({ messages: history(2, 0) });
    await chat.open();
    const sending = chat.send('  Apakah sofa ini ready?  ');
    expect(conversation(chat).messages.at(-1)).toMatchObject({ text: 'Apakah sofa ini ready?', delivery: 'sending', from: 'customer', senderName: 'Sinta Pembeli' });
    api.reply('Ready, Kak.');
    expect(await sending).toBe('sent');
    expect(texts(chat)).toEqual(['Pesan 1', 'Pesan 2', 'Apakah sofa ini ready?', 'Ready, Kak.']);
    expect(conversation(chat).messages.map((m) => m.delivery)).toEqual(['sent', 'sent', 'sent', 'sent']);
    // The panel is open: the reply is read as it arrives.
    expect(chat.current.unreadCount).toBe(0);
    expect(api.calls.filter((c) => c.call === 'send')).toEqual([{ call: 'send', argument: 'Apakah sofa ini ready?' }]);
  });

  it('refuses an empty or too long draft without a call', async () => {
    const { api, chat } = setup();
    await chat.open();
    const before = api.calls.length;
    expect(await chat.send('   ')).toBe('empty');
    expect(await chat.send('a'.repeat(1001))).toBe('too-long');
    expect(api.calls).toHaveLength(before);
  });

  it('keeps a message that failed to send, to try again or drop', async () => {
    const { api, chat } = setup({ messages: history(1, 0) });
    await chat.open();
    api.failing.send = new StoreFailure('network', 'POST more/user/chat/store', 'offline');
    expect(await chat.send('Halo')).toBe('failed');
    const failedOne = conversation(chat).messages.at(-1)!;
    expect(failedOne).toMatchObject({ delivery: 'failed', failure: { kind: 'network' } });

    delete api.failing.send;
    expect(await chat.resend(failedOne.key)).toBe('sent');
    expect(conversation(chat).messages.at(-1)).toMatchObject({ key: failedOne.key, delivery: 'sent', text: 'Halo' });
    expect(await chat.resend(failedOne.key)).toBe('not-ready');

    api.failing.send = new StoreFailure('network', 'POST more/user/chat/store', 'offline');
    await chat.send('Lagi');
    chat.discard(conversation(chat).messages.at(-1)!.key);
    expect(texts(chat)).toEqual(['Pesan 1', 'Halo']);
  });

  it('shows a failed first load, and recovers on retry', async () => {
    const { api, chat } = setup();
    api.failing.messages = new StoreFailure('server', 'GET more/user/chat', '500');
    await chat.open();
    expect(chat.current.conversation).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    expect(await chat.send('Halo')).toBe('not-ready');
    delete api.failing.messages;
    await chat.reload();
    expect(texts(chat)).toHaveLength(3);
  });

  it('fetches the newest page again when opened a second time', async () => {
    const { api, chat } = setup({ messages: history(2, 0) });
    await chat.open();
    chat.close();
    api.reply('Ada promo hari ini, Kak.');
    await chat.refreshUnread();
    expect(chat.current.unreadCount).toBe(1);
    await chat.open();
    expect(texts(chat).at(-1)).toBe('Ada promo hari ini, Kak.');
    expect(chat.current.unreadCount).toBe(0);
  });

  it('shows the count again when the server refuses to mark read', async () => {
    const { api, chat } = setup({ messages: history(2, 1) });
    api.failing.markRead = new StoreFailure('server', 'POST more/user/chat/read', '500');
    await chat.open();
    expect(chat.current.unreadCount).toBe(1);
  });

  it('forgets the conversation at logout, dropping answers on their way', async () => {
    const { auth, chat } = setup();
    await chat.open();
    const sending = chat.send('Halo');
    auth.clearToken();
    await sending;
    expect(chat.current).toEqual({ open: false, unreadCount: 0, conversation: { status: 'idle' } });
    chat.dispose();
  });
});
