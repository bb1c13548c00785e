import { CHAT_PAGE_SIZE, mergeChatMessages } from '@more/core';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../mock-store.fixture';
import { toChatMessage } from './chat.mapper';
import { HttpChatApi } from './http-chat-api';

const api = mockStore({ now: Date.UTC(2026, 10, 21, 3, 0) });
const chat = new HttpChatApi(api.storeApi);

describe('chat mapping', () => {
  it('reads the admin as the store and the time as epoch milliseconds', () => {
    expect(toChatMessage({ id: 2, message: 'Halo', sender: 'admin', sender_name: 'CS MORE', is_read: false, created_at: '2026-11-21T10:00:00+07:00' })).toEqual({
      id: 2,
      text: 'Halo',
      from: 'store',
      senderName: 'CS MORE',
      sentAt: Date.UTC(2026, 10, 21, 3, 0),
      read: false,
    });
  });
});

describe('HttpChatApi against the mock', () => {
  it('loads the conversation, sends a message, and sees the canned reply arrive unread', async () => {
    const before = await chat.messages({ page: 1, perPage: CHAT_PAGE_SIZE });
    expect(before.total).toBe(5);
    expect(await chat.unreadCount()).toBe(1);
    const sent = await chat.send('Apakah bisa kirim ke Gresik?');
    expect(sent).toMatchObject({ from: 'customer', text: 'Apakah bisa kirim ke Gresik?', read: true });
    const after = await chat.messages({ page: 1, perPage: 2 });
    const shown = mergeChatMessages(before.items, after.items);
    expect(shown.map((m) => m.from).slice(-2)).toEqual(['customer', 'store']);
    expect(shown.at(-1)).toMatchObject({ senderName: 'CS MORE', read: false });
    expect(await chat.unreadCount()).toBe(2);
    await chat.markRead();
    expect(await chat.unreadCount()).toBe(0);
  });

  it('fails an empty message as rejected and a missing token as unauthorized', async () => {
    await expect(chat.send('   ')).rejects.toMatchObject({ kind: 'rejected', call: 'POST more/user/chat/store', details: { status: 422 } });
    api.useToken(null);
    await expect(chat.unreadCount()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/user/chat/unread' });
  });
});
