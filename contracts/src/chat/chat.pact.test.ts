import { MatchersV3 } from '@pact-foundation/pact';
import { HttpChatApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const chatApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpChatApi(storeApiAt(url, token));

const wibTime = regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/, '2026-11-21T10:00:00+07:00');

/** A message as the store reads it (adapters' chatMessageWire). */
const message = (overrides: Record<string, unknown> = {}) => ({
  id: integer(5),
  message: string('Kurir dijadwalkan mengantar hari ini antara pukul 13.00–17.00 WIB ya, Kak.'),
  sender: regex(/^(customer|admin)$/, 'admin'),
  sender_name: string('CS MORE'),
  is_read: boolean(false),
  created_at: wibTime,
  ...overrides,
});

describe('chat: GET more/user/chat', () => {
  it('reads the newest page of the conversation', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has chatted with customer service')
      .uponReceiving('a request for the newest 20 chat messages')
      .withRequest('GET', '/more/user/chat', (request) => request.query({ page: '1', per_page: '20' }).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: { data: eachLike(message(), 1), page: integer(1), per_page: integer(20), total: integer(5), total_pages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await chatApi(server.url).messages({ page: 1, perPage: 20 });
        expect(page).toMatchObject({ page: 1, perPage: 20, total: 5, totalPages: 1 });
        expect(page.items[0]).toMatchObject({ from: 'store', senderName: 'CS MORE', read: false, sentAt: Date.UTC(2026, 10, 21, 3, 0) });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the chat unread count without a token')
      .withRequest('GET', '/more/user/chat/unread')
      .willRespondWith(401, (response) => response.jsonBody({ success: false, message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(chatApi(server.url, null).unreadCount()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/user/chat/unread' });
      });
  });
});

describe('chat: POST more/user/chat/store', () => {
  it('sends a message and answers it as stored', async () => {
    const text = 'Apakah sofa bisa dikirim ke Gresik?';
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a chat message from the customer')
      .withRequest('POST', '/more/user/chat/store', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ message: text }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Pesan terkirim'),
          data: message({ id: integer(6), message: string(text), sender: 'customer', sender_name: string('Sinta Wulandari'), is_read: true }),
        }),
      )
      .executeTest(async (server) => {
        expect(await chatApi(server.url).send(text)).toMatchObject({ id: 6, text, from: 'customer', read: true });
      });
  });
});

describe('chat: GET more/user/chat/unread and POST more/user/chat/read', () => {
  it('reads how many messages from the store are unread', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has chatted with customer service')
      .uponReceiving('a request for the chat unread count')
      .withRequest('GET', '/more/user/chat/unread', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: { unread_count: integer(1) } }))
      .executeTest(async (server) => {
        expect(await chatApi(server.url).unreadCount()).toBe(1);
      });
  });

  it('marks the conversation read', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has chatted with customer service')
      .uponReceiving('a request to mark the chat read')
      .withRequest('POST', '/more/user/chat/read', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Pesan ditandai sudah dibaca'), data: { unread_count: 0 } }))
      .executeTest(async (server) => {
        await expect(chatApi(server.url).markRead()).resolves.toBeUndefined();
      });
  });
});
