import { orderDetailWire, orderTrackingWire, shipmentCustomerWire, trackedShipmentWire, wireByCall } from '@more/adapters/wire';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SHIPMENT_TOKEN } from '../../defaults';
import { MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from '../../seed/shared-ids';
import { DEMO_SHIPMENT_ID } from '../../seed/shared-ids';
import { shipmentFaultsFrom } from './faults';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
});

const get = async (path: string, token: string | null = MOCK_SHIPMENT_TOKEN) => {
  const answer = await requestMock(api, { path: `${MOCK_ORIGIN}/shipment/${path}`, ...(token ? { token } : {}) });
  return { status: answer.status, body: answer.body as { status: boolean; message: string; result: unknown } };
};

describe('the service\'s credential', () => {
  it('is a secret of the process; the README\'s token is a shortcut, refused while the shortcuts are off or through a proxy', async () => {
    const other = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
    expect(other.shipmentToken).not.toBe(api.shipmentToken);
    expect(api.shipmentToken).toMatch(/^[\w-]{32}$/);
    const path = `api/v1/shipment/get/${DEMO_ORDERS.shipped.ordersn}`;
    expect((await get(path, api.shipmentToken)).status).toBe(200);
    expect((await get(path, other.shipmentToken)).status).toBe(401);
    const proxied = await requestMock(api, { path: `${MOCK_ORIGIN}/shipment/${path}`, token: MOCK_SHIPMENT_TOKEN, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(401);
    api.setShortcuts(false);
    try {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, api.shipmentToken)).status).toBe(200);
    } finally {
      api.setShortcuts(true);
    }
    const configured = await createMockApi({ shipmentToken: 'rahasia-operator' });
    expect(configured.shipmentToken).toBe('rahasia-operator');
  });
});

describe('GET api/v1/shipment/get/{id}', () => {
  /** The mock on 17 November 2026, 10:00 WIB: the demo order left the warehouse the day before. */
  const onTheWay = () => createMockApi({ now: Date.UTC(2026, 10, 17, 3, 0) });

  it('tracks the demo customer\'s shipped order by order number, waybill or shipment id', async () => {
    const early = await onTheWay();
    for (const id of [DEMO_ORDERS.shipped.ordersn, DEMO_SHIPPED_WAYBILL, DEMO_SHIPMENT_ID, DEMO_ORDERS.shipped.ordersn.toLowerCase()]) {
      const answer = await requestMock(early, { path: `${MOCK_ORIGIN}/shipment/api/v1/shipment/get/${id}`, token: early.shipmentToken });
      expect(answer.status, id).toBe(200);
      expect(answer.body).toMatchObject({ status: true, message: 'Data ditemukan' });
      expect(trackedShipmentWire.parse((answer.body as { result: unknown }).result).general_information).toMatchObject({
        shipment_id: DEMO_SHIPMENT_ID,
        order_number: 'MORE-20261115-0042',
        waybill: 'JNE0042115112026',
        courier: 'JNE',
        status: 'in_transit',
        status_text: 'Dalam perjalanan',
      });
    }
  });

  it('tells the order\'s story: its items, courier and service, and the scans the store API shows, at any hour of the journey', async () => {
    const early = await onTheWay();
    const token = 'shipment-story-token';
    await signIn(early.db, DEMO_CUSTOMER.id, token, early.clock.unixSeconds());
    const order = orderDetailWire.parse(((await requestMock(early, { path: `${MOCK_ORIGIN}/api/more/transaction/order/${DEMO_ORDERS.shipped.ordersn}`, token })).body as { data: unknown }).data);
    const start = early.clock.now();
    // fast-check: from the day it left to a week after, both services show the same scans.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 7 * 24 * 60 }), async (minutes) => {
        early.clock.set(start + minutes * 60_000);
        const tracked = trackedShipmentWire.parse(((await requestMock(early, { path: `${MOCK_ORIGIN}/shipment/api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`, token: early.shipmentToken })).body as { result: unknown }).result);
        const tracking = orderTrackingWire.parse(((await requestMock(early, { path: `${MOCK_ORIGIN}/api/more/transaction/order/tracking`, method: 'POST', token, json: { ordersn: DEMO_ORDERS.shipped.ordersn } })).body as { data: unknown }).data);
        // The store API reads the journey oldest first; the shipment service newest first, as a courier's page does.
        expect(tracked.resi_tracking).toEqual([...tracking.resi_tracking].reverse());
        expect(tracked.general_information).toMatchObject({ courier: tracking.general_information.courier, courier_service: tracking.general_information.service, waybill: tracking.general_information.resi });
        const delivered = tracked.general_information.status === 'delivered';
        expect(delivered).toBe(Date.parse(tracked.general_information.estimated_arrival!) <= early.clock.now());
        expect(tracked.fulfillment_step.at(-1)!.done).toBe(delivered);
      }),
      { numRuns: 25 },
    );
    const tracked = trackedShipmentWire.parse(((await requestMock(early, { path: `${MOCK_ORIGIN}/shipment/api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`, token: early.shipmentToken })).body as { result: unknown }).result);
    expect(tracked.item_list.map((item) => [item.name, item.quantity])).toEqual(order.items.map((item) => [item.name_short, item.quantity]));
  });

  it('holds general_information, item_list, resi_tracking (newest first), fulfillment_step and customer_info; delivered once the estimate has passed', async () => {
    // 21 November: the courier promised "1-2 hari" from 16 November, and kept it.
    const result = trackedShipmentWire.parse((await get(`api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`)).body.result);
    expect(result.general_information).toMatchObject({
      courier_service: 'Trucking (JTR)',
      status: 'delivered',
      status_text: 'Terkirim',
      shipped_at: '2026-11-16T10:15:00+07:00',
      estimated_arrival: '2026-11-18T14:15:00+07:00',
      origin: 'KABUPATEN GRESIK',
      destination: 'KOTA SURABAYA',
    });
    expect(result.item_list.length).toBeGreaterThan(0);
    expect(result.item_list[0]!.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/products\/\d+\/1\.svg$/);
    const times = result.resi_tracking.map((scan) => Date.parse(scan.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.resi_tracking[0]).toEqual({ time: '2026-11-18T14:15:00+07:00', description: 'Paket diterima oleh Sinta', location: 'KOTA SURABAYA' });
    expect(result.fulfillment_step.map((s) => [s.code, s.done])).toEqual([
      ['ordered', true],
      ['paid', true],
      ['packed', true],
      ['shipped', true],
      ['delivered', true],
    ]);
    expect(result.customer_info).toMatchObject({ name: 'Sinta Wulandari', phone: '0812****7890', city: 'KOTA SURABAYA' });
    expect(result.customer_info.address).toMatch(/^Jl\. Airlangga No\. 27.*, KOTA SURABAYA$/);
    expect(wireByCall['GET api/v1/shipment/get/{id}']!.safeParse(result).success).toBe(true);
  });

  it('knows no order before it is shipped', async () => {
    for (const order of [DEMO_ORDERS.awaitingPayment, DEMO_ORDERS.processing, DEMO_ORDERS.cancelled]) {
      expect((await get(`api/v1/shipment/get/${order.ordersn}`)).status, order.ordersn).toBe(404);
    }
  });

  it('answers its failure envelope for a shipment it does not know', async () => {
    expect(await get('api/v1/shipment/get/MORE-20200101-0001')).toEqual({
      status: 404,
      body: { status: false, message: 'Data pengiriman tidak ditemukan', result: null },
    });
  });

  it('answers 401 without its embedded token, or with another', async () => {
    for (const token of [null, 'demo-customer-token']) {
      const { status, body } = await get(`api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`, token);
      expect(status).toBe(401);
      expect(body).toMatchObject({ message: 'Token layanan pengiriman tidak valid' });
    }
  });
});

describe('GET api/v1/customer/get/{a}/{b}', () => {
  it('finds the customer by phone (08…, 62…, +62…) and order number, contact details masked', async () => {
    for (const phone of ['081234567890', '6281234567890', encodeURIComponent('+6281234567890')]) {
      const { status, body } = await get(`api/v1/customer/get/${phone}/${DEMO_ORDERS.shipped.ordersn}`);
      expect(status, phone).toBe(200);
      expect(shipmentCustomerWire.parse(body.result)).toEqual({
        name: 'Sinta Wulandari',
        phone: '0812****7890',
        email: 'pe****@more.test',
        city: 'KOTA SURABAYA',
        order_number: 'MORE-20261115-0042',
        shipment_id: DEMO_SHIPMENT_ID,
      });
    }
  });

  it('finds nobody when phone and order number do not belong together', async () => {
    for (const path of [`081298765432/${DEMO_ORDERS.shipped.ordersn}`, `081234567890/${DEMO_ORDERS.processing.ordersn}`, `x/${DEMO_ORDERS.shipped.ordersn}`]) {
      expect(await get(`api/v1/customer/get/${path}`)).toEqual({
        status: 404,
        body: { status: false, message: 'Data pelanggan tidak ditemukan', result: null },
      });
    }
    expect((await get(`api/v1/customer/get/081234567890/${DEMO_ORDERS.shipped.ordersn}`, null)).status).toBe(401);
  });
});

describe('faults a test asks of the shipment service (POST /__mock/shipment-fault)', () => {
  it('tracking and the customer lookup fail as told, until cleared or reset', async () => {
    const faults = shipmentFaultsFrom({ track: { status: 503, message: 'Layanan pengiriman sedang gangguan' }, customer: { status: 502, message: null } });
    expect(typeof faults).toBe('object');
    api.setShipmentFaults(faults as Exclude<typeof faults, string>);
    expect(await get(`api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`)).toEqual({
      status: 503,
      body: { status: false, message: 'Layanan pengiriman sedang gangguan', result: null },
    });
    const lookup = await requestMock(api, { path: `${MOCK_ORIGIN}/shipment/api/v1/customer/get/081234567890/${DEMO_ORDERS.shipped.ordersn}`, token: MOCK_SHIPMENT_TOKEN });
    expect(lookup.status).toBe(502);
    api.setShipmentFaults({ track: null });
    expect((await get(`api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`)).status).toBe(200);
    await api.reset();
    const afterReset = await requestMock(api, { path: `${MOCK_ORIGIN}/shipment/api/v1/customer/get/081234567890/${DEMO_ORDERS.shipped.ordersn}`, token: MOCK_SHIPMENT_TOKEN });
    expect(afterReset.status).toBe(200);
  });

  it('refuses what is no fault', () => {
    expect(shipmentFaultsFrom({})).toBe('Kirim track dan/atau customer');
    expect(shipmentFaultsFrom({ track: { status: 200, message: 'x' } })).toMatch(/^track:/);
    expect(shipmentFaultsFrom({ customer: null })).toEqual({ customer: null });
  });
});
