import { MatchersV3 } from '@pact-foundation/pact';
import { HttpGiveaways } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { ok, wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const LOGGED_IN = 'the demo customer is logged in';
const giveawaysAt = (url: string) => new HttpGiveaways(storeApiAt(url, DEMO_TOKEN));

const event = {
  id: integer(2),
  title: string('Giveaway Akhir Tahun'),
  description: string('Klaim lampu meja kayu jati gratis untuk menemani malam akhir tahun di rumah.'),
  prize: string('Lampu Meja Kayu Jati'),
  image_url: string('http://127.0.0.1:5173/media/art/square/Giveaway%20Akhir%20Tahun.svg'),
  start_at: wibTime('2026-11-20T10:00:00+07:00'),
  end_at: wibTime('2026-12-05T10:00:00+07:00'),
  quota: integer(50),
  claimed_count: integer(17),
  is_claimed: boolean(false),
};

/** A claim as the store reads it; courier and waybill are null until the prize is sent, so they are left out. */
const claim = (overrides: Record<string, unknown> = {}) => ({
  id: integer(501),
  event: { id: integer(3), title: string('Giveaway Akhir Tahun'), prize: string('Lampu Meja Kayu Jati'), image_url: string('http://127.0.0.1:5173/media/art/square/Giveaway.svg') },
  status: regex(/^(waiting|processing|shipped|received)$/, 'waiting'),
  status_text: string('Menunggu verifikasi'),
  deliver_to: string('Sinta Wulandari (081234567890), Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA 60286'),
  created_at: wibTime('2026-11-21T10:00:00+07:00'),
  ...overrides,
});

describe('giveaways and events (document 2 §7)', () => {
  it('POST more/event/index', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('a giveaway event is running', { id: 2 })
      .uponReceiving('a request for the giveaway events on offer')
      .withRequest('POST', '/more/event/index', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(event, 1))))
      .executeTest(async (server) => {
        const [first] = await giveawaysAt(server.url).events();
        expect(first).toMatchObject({ id: 2, prize: 'Lampu Meja Kayu Jati', quota: 50, claimedCount: 17, claimedByMe: false });
        expect(first!.endsAt - first!.startsAt).toBe(15 * 24 * 3600 * 1000);
      });
  });

  it('POST more/user/giveaway/index', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a waiting giveaway claim', { id: 501, eventId: 3 })
      .uponReceiving('a request for the first page of the demo customer\'s giveaway claims')
      .withRequest('POST', '/more/user/giveaway/index', (request) => request.headers(bearer(DEMO_TOKEN)).query({ page: '1', per_page: '10' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(ok({ data: eachLike(claim(), 1), page: integer(1), per_page: integer(10), total: integer(2), total_pages: integer(1) })),
      )
      .executeTest(async (server) => {
        const page = await giveawaysAt(server.url).claims(1, 10);
        expect(page).toMatchObject({ page: 1, perPage: 10, total: 2, totalPages: 1 });
        expect(page.items[0]).toMatchObject({ id: 501, event: { id: 3 }, status: 'waiting', courier: null, waybill: null });
      });
  });

  it('POST more/user/giveaway/store', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('a giveaway event is running', { id: 2 })
      .uponReceiving('a claim of giveaway event 2 for the default address')
      .withRequest('POST', '/more/user/giveaway/store', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ event_id: 2 }))
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(claim({ id: integer(2), event: { ...claim().event, id: integer(2) }, status: string('waiting') }), 'Giveaway berhasil diklaim')),
      )
      .executeTest(async (server) => {
        const made = await giveawaysAt(server.url).claim(2);
        expect(made).toMatchObject({ event: { id: 2, prize: 'Lampu Meja Kayu Jati' }, status: 'waiting', statusText: 'Menunggu verifikasi' });
      });
  });

  it('DELETE more/user/giveaway/destroy/{id}', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has a waiting giveaway claim', { id: 502, eventId: 3 })
      .uponReceiving('the withdrawal of giveaway claim 502')
      .withRequest('DELETE', '/more/user/giveaway/destroy/502', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Klaim giveaway berhasil dihapus'), data: null }),
      )
      .executeTest(async (server) => {
        await expect(giveawaysAt(server.url).removeClaim(502)).resolves.toBeUndefined();
      });
  });
});
