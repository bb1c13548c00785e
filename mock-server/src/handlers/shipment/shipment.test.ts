import { shipmentCustomerWire, trackedShipmentWire, wireByCall } from '@more/adapters/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SHIPMENT_TOKEN } from '../../defaults';
import { MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from '../../seed/shared-ids';
import { DEMO_SHIPMENT_ID } from '../../seed/shipment';
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
  it('tracks the demo customer\'s shipped order by order number, waybill or shipment id', async () => {
    for (const id of [DEMO_ORDERS.shipped.ordersn, DEMO_SHIPPED_WAYBILL, DEMO_SHIPMENT_ID, DEMO_ORDERS.shipped.ordersn.toLowerCase()]) {
      const { status, body } = await get(`api/v1/shipment/get/${id}`);
      expect(status, id).toBe(200);
      expect(body).toMatchObject({ status: true, message: 'Data ditemukan' });
      expect(trackedShipmentWire.parse(body.result).general_information).toMatchObject({
        shipment_id: DEMO_SHIPMENT_ID,
        order_number: 'MORE-20261115-0042',
        waybill: 'JNE0042115112026',
        courier: 'JNE',
        status: 'in_transit',
      });
    }
  });

  it('holds general_information, item_list, resi_tracking (newest first), fulfillment_step and customer_info', async () => {
    const result = trackedShipmentWire.parse((await get(`api/v1/shipment/get/${DEMO_SHIPPED_WAYBILL}`)).body.result);
    expect(result.item_list.length).toBeGreaterThan(0);
    expect(result.item_list[0]!.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/products\/\d+\/1\.svg$/);
    const times = result.resi_tracking.map((scan) => Date.parse(scan.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.resi_tracking[0]).toEqual({ time: '2026-11-17T06:30:00+07:00', description: 'Paket tiba di gudang transit', location: 'SURABAYA' });
    expect(result.fulfillment_step.map((s) => [s.code, s.done])).toEqual([
      ['ordered', true],
      ['paid', true],
      ['packed', true],
      ['shipped', true],
      ['delivered', false],
    ]);
    expect(result.customer_info).toEqual({
      name: 'Sinta Wulandari',
      phone: '0812****7890',
      address: 'Jl. Airlangga No. 27, RT 02/RW 04, Airlangga, Gubeng, KOTA SURABAYA, JAWA TIMUR 60286',
      city: 'KOTA SURABAYA',
    });
    expect(wireByCall['GET api/v1/shipment/get/{id}']!.safeParse(result).success).toBe(true);
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
    for (const path of [`081298765432/${DEMO_ORDERS.shipped.ordersn}`, `081234567890/${DEMO_ORDERS.completed.ordersn}`, `x/${DEMO_ORDERS.shipped.ordersn}`]) {
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
