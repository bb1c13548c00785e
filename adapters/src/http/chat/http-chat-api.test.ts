import { CHAT_PAGE_SIZE, mergeChatMessages } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { toChatMessage } from './chat.mapper';
import { HttpChatApi } from './http-chat-api';

const server = setupServer();
let mock: MockApi;
let token: string | null = 'demo-token';
const chat = new HttpChatApi(createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token }));

beforeAll(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  server.use(...mock.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  await mock.reset();
  token = 'demo-token';
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo-token', mock.clock.unixSeconds());
});
afterAll(() => server.close());

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
    token = null;
    await expect(chat.unreadCount()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/user/chat/unread' });
  });
});
