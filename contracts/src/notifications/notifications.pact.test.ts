import { MatchersV3 } from '@pact-foundation/pact';
import { HttpNotificationsApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const notificationsApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpNotificationsApi(storeApiAt(url, token));

/**
 * A notification as the store reads it (adapters' notificationWire).
 * image_url and detail_url may be null and are left out.
 */
const notification = {
  id: integer(1),
  title: string('Pesanan Sedang Dikirim'),
  subtitle: string('Pesanan MORE-20261115-0042 sedang dalam perjalanan bersama JNE.'),
  created_at: regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/, '2026-11-21T19:05:00+07:00'),
  read_status: integer(0),
};

describe('notifications: GET more/user/notification', () => {
  it('reads the header\'s first 4 notifications with the unread count', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has notifications', { total: 6, unread: 3 })
      .uponReceiving('a request for the first 4 notifications')
      .withRequest('GET', '/more/user/notification', (request) => request.query({ page: '1', per_page: '4' }).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: {
            data: eachLike(notification, 4),
            page: integer(1),
            per_page: integer(4),
            total: integer(6),
            total_pages: integer(2),
            unread_count: integer(3),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await notificationsApi(server.url).list(1, 4);
        expect(page).toMatchObject({ page: 1, perPage: 4, total: 6, totalPages: 2, unreadCount: 3 });
        expect(page.items[0]).toEqual({
          id: 1,
          title: 'Pesanan Sedang Dikirim',
          subtitle: 'Pesanan MORE-20261115-0042 sedang dalam perjalanan bersama JNE.',
          createdAt: Date.UTC(2026, 10, 21, 12, 5),
          imageUrl: null,
          detailUrl: null,
          read: false,
        });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for notifications without a token')
      .withRequest('GET', '/more/user/notification', (request) => request.query({ page: '1', per_page: '4' }))
      .willRespondWith(401, (response) => response.jsonBody({ success: false, message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(notificationsApi(server.url, null).list(1, 4)).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/user/notification' });
      });
  });
});

describe('notifications: POST more/user/notification/update-read', () => {
  it('marks two notifications read', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has notifications', { total: 6, unread: 3 })
      .uponReceiving('a request to mark notifications 1 and 2 read')
      .withRequest('POST', '/more/user/notification/update-read', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ ids: [1, 2] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Notifikasi ditandai sudah dibaca'), data: { updated: integer(2), unread_count: integer(1) } }),
      )
      .executeTest(async (server) => {
        await expect(notificationsApi(server.url).markRead([1, 2])).resolves.toBeUndefined();
      });
  });
});

describe('notifications: POST more/setting/reminder', () => {
  it('switches the reminders off', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a request to switch reminders off')
      .withRequest('POST', '/more/setting/reminder', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ reminder: false }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Pengingat dinonaktifkan'), data: { reminder: false } }),
      )
      .executeTest(async (server) => {
        await expect(notificationsApi(server.url).setReminder({ enabled: false })).resolves.toBeUndefined();
      });
  });
});
