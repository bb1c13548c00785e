import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_SHIPPED_WAYBILL, NEW_CUSTOMER, createMockApi, signIn, type MockApi } from '@more/mock-server';
import { MOCK_SHIPMENT_TOKEN } from '@more/mock-server/defaults';
import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPMENT_DESK_PATH, createShipmentDesk } from '../../web/server/shipment-desk';

/*
 * Issue 20, point 5: "the shipment service's token never reaches the browser:
 * the storefront's server holds it and asks the service … A shipment number
 * alone shows the tracking with the customer masked (first name, city); the
 * full name and address only to the logged-in owner or after the phone and
 * order number lookup." The desk runs here against the mock in-process: a
 * test of the two together, so it lives with the tests, not in web/ (which
 * imports no mock: issue 37).
 */

const ORIGIN = 'http://toko.test';
const OWNER_TOKEN = 'token-pemilik';
const STRANGER_TOKEN = 'token-orang-lain';
let mock: MockApi;
const logged: string[] = [];

/** The mock answers the desk's calls in-process, as it does on `npm start`'s origin. */
const toMock: typeof fetch = async (input, init) => (await getResponse(mock.handlers, new Request(input, init))) ?? new Response('not mocked', { status: 599 });
const desk = () =>
  createShipmentDesk({ shipmentApiUrl: () => `${ORIGIN}/shipment/`, shipmentToken: MOCK_SHIPMENT_TOKEN, storeApiUrl: () => `${ORIGIN}/api/`, fetch: toMock, log: (line) => logged.push(line) });

interface DeskAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly body: { success: boolean; message: string; data?: { customer: Record<string, string>; general_information: { order_number: string } }; errors?: Record<string, string[]> };
}

const ask = async (path: string, init: RequestInit = {}): Promise<DeskAnswer> => {
  const response = await desk()(new Request(`${ORIGIN}${SHIPMENT_DESK_PATH}${path}`, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as DeskAnswer['body'] };
};
const track = (number: string, token?: string) => ask(`shipment/${encodeURIComponent(number)}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const lookup = (body: unknown, contentType = 'application/json; charset=utf-8') =>
  ask('shipment/lookup', { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** Nothing of the customer but first name and city. */
const expectMasked = (answer: DeskAnswer) => {
  expect(answer.status).toBe(200);
  expect(answer.body.data?.customer).toEqual({ disclosure: 'masked', first_name: 'Sinta', city: 'KOTA SURABAYA' });
  expect(answer.text).not.toMatch(/Wulandari|Airlangga|Jl\.|0812/);
};

beforeAll(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
});
beforeEach(async () => {
  await mock.reset();
  logged.length = 0;
  await signIn(mock.db, DEMO_CUSTOMER.id, OWNER_TOKEN, mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, STRANGER_TOKEN, mock.clock.unixSeconds());
});

describe('GET /omnitracking/api/shipment/{sn}', () => {
  it('a number alone (order number, waybill): the tracking with the customer masked', async () => {
    for (const number of [DEMO_ORDERS.shipped.ordersn, DEMO_SHIPPED_WAYBILL]) {
      const answer = await track(number);
      expectMasked(answer);
      expect(answer.body.data?.general_information.order_number).toBe(DEMO_ORDERS.shipped.ordersn);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('the owner\'s session: the customer in full; another customer\'s or a stale token: masked', async () => {
    const owner = await track(DEMO_SHIPPED_WAYBILL, OWNER_TOKEN);
    expect(owner.body.data?.customer).toEqual({
      disclosure: 'full',
      name: 'Sinta Wulandari',
      phone: '0812****7890',
      address: expect.stringContaining('Jl.') as string,
      city: 'KOTA SURABAYA',
    });
    expectMasked(await track(DEMO_SHIPPED_WAYBILL, STRANGER_TOKEN));
    expectMasked(await track(DEMO_SHIPPED_WAYBILL, 'kedaluwarsa'));
  });

  it('an unknown number is 404 with the service\'s words; a number that cannot be one is 400, unasked', async () => {
    expect(await track('MORE-20200101-0001')).toMatchObject({ status: 404, body: { success: false, message: 'Data pengiriman tidak ditemukan' } });
    for (const bad of ['<script>', 'a', 'X'.repeat(41)]) expect((await track(bad)).status, bad).toBe(400);
    expect((await ask('shipment/MORE-20261115-0042', { method: 'DELETE' })).status).toBe(405);
    expect((await ask('lain')).status).toBe(404);
  });

  it('a failing service: 502 with its message, or "Failed to get tracking data" when it gives none (document 2 §8)', async () => {
    mock.setShipmentFaults({ track: { status: 503, message: 'Layanan pengiriman sedang gangguan' } });
    expect(await track(DEMO_SHIPPED_WAYBILL)).toMatchObject({ status: 502, body: { success: false, message: 'Layanan pengiriman sedang gangguan' } });
    mock.setShipmentFaults({ track: { status: 502, message: null } });
    expect(await track(DEMO_SHIPPED_WAYBILL)).toMatchObject({ status: 502, body: { message: 'Failed to get tracking data' } });
    expect(logged.every((line) => !line.includes('0812'))).toBe(true);
  });

  it('no service configured (a real store API without SHIPMENT_API_URL): the service cannot be reached, said as document 2 §8 says it', async () => {
    const unconfigured = createShipmentDesk({ shipmentApiUrl: () => null, shipmentToken: '', storeApiUrl: () => `${ORIGIN}/api/`, fetch: toMock });
    const answer = await unconfigured(new Request(`${ORIGIN}${SHIPMENT_DESK_PATH}shipment/${DEMO_SHIPPED_WAYBILL}`));
    expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([502, 'Failed to get tracking data']);
  });
});

describe('POST /omnitracking/api/shipment/lookup', () => {
  it('the phone that goes with the order number: the shipment, the customer in full, however the phone is written', async () => {
    for (const phone of ['081234567890', '+62 812-3456-7890']) {
      const answer = await lookup({ order_number: DEMO_ORDERS.shipped.ordersn.toLowerCase(), phone });
      expect(answer.status, phone).toBe(200);
      expect(answer.body.data?.customer).toMatchObject({ disclosure: 'full', name: 'Sinta Wulandari' });
    }
  });

  it('another phone: 404 "Failed to get customer data" (document 2 §8), nothing of the customer', async () => {
    const answer = await lookup({ order_number: DEMO_ORDERS.shipped.ordersn, phone: '081111111111' });
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Failed to get customer data' } });
    expect(answer.text).not.toContain('Sinta');
    mock.setShipmentFaults({ customer: { status: 500, message: 'Database error' } });
    expect(await lookup({ order_number: DEMO_ORDERS.shipped.ordersn, phone: '081234567890' })).toMatchObject({ status: 502, body: { message: 'Failed to get customer data' } });
  });

  it('bad input is 4xx with the reason, never 500', async () => {
    expect(await lookup({ order_number: '', phone: '12' })).toMatchObject({
      status: 422,
      body: { success: false, errors: { order_number: ['Nomor pesanan wajib diisi'], phone: ['Nomor HP tidak valid, contoh: 081234567890'] } },
    });
    expect((await lookup({ order_number: 42 })).status).toBe(422);
    expect((await lookup('{"order_number":')).status).toBe(400);
    expect((await lookup('order_number=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await lookup({ order_number: 'MORE-20261115-0042', phone: '0'.repeat(3000) })).status).toBe(413);
    expect((await ask('shipment/lookup')).status).toBe(405);
  });
});

describe('the shipment service\'s credential', () => {
  it('appears in no answer of the desk, whatever is asked', async () => {
    mock.setShipmentFaults({ track: null, customer: null });
    const answers = [
      await track(DEMO_SHIPPED_WAYBILL),
      await track(DEMO_SHIPPED_WAYBILL, OWNER_TOKEN),
      await track('MORE-20200101-0001'),
      await lookup({ order_number: DEMO_ORDERS.shipped.ordersn, phone: '081234567890' }),
      await lookup({ order_number: DEMO_ORDERS.shipped.ordersn, phone: '081111111111' }),
    ];
    // A desk with a wrong credential: the service refuses it, and its refusal must not echo the desk's token either.
    const wrong = await createShipmentDesk({ shipmentApiUrl: () => `${ORIGIN}/shipment/`, shipmentToken: 'rahasia-salah', storeApiUrl: () => `${ORIGIN}/api/`, fetch: toMock })(
      new Request(`${ORIGIN}${SHIPMENT_DESK_PATH}shipment/${DEMO_SHIPPED_WAYBILL}`),
    );
    expect(wrong.status).toBe(502);
    const wrongText = await wrong.text();
    expect(wrongText).not.toContain('rahasia-salah');
    for (const answer of answers) {
      expect(answer.text).not.toContain(MOCK_SHIPMENT_TOKEN);
      expect([...answer.headers.values()].join(' ')).not.toContain(MOCK_SHIPMENT_TOKEN);
    }
  });
});
