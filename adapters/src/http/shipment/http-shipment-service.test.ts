import { createMockApi } from '@more/mock-server';
import { currentStep, isStoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShipmentApi } from './shipment-api';
import { HttpShipmentService } from './http-shipment-service';

const BASE = 'http://shipment.test/shipment/';
const TOKEN = 'mock-shipment-token';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  server.resetHandlers();
  // The morning after the demo order left the warehouse: the parcel is on its way.
  server.use(...(await createMockApi({ now: Date.parse('2026-11-17T10:00:00+07:00') })).handlers);
});

const serviceWith = (token = TOKEN) => new HttpShipmentService(createShipmentApi({ baseUrl: BASE, token, retry: 0 }));
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (isStoreFailure(error) ? error : null));

describe('HttpShipmentService over the mock shipment service', () => {
  it('sends the embedded token as its bearer token, on its own base URL', async () => {
    let authorization: string | null = null;
    let url = '';
    server.use(
      http.get(`${BASE}api/v1/shipment/get/:id`, ({ request }) => {
        authorization = request.headers.get('authorization');
        url = request.url;
        return HttpResponse.json({ status: false, message: 'Sedang pemeliharaan', result: null }, { status: 503 });
      }, { once: true }),
    );
    await serviceWith().track('MORE-20261115-0042').catch(() => undefined);
    expect(authorization).toBe('Bearer mock-shipment-token');
    expect(url).toBe('http://shipment.test/shipment/api/v1/shipment/get/MORE-20261115-0042');
  });

  it('tracks the demo customer\'s shipped order', async () => {
    const shipment = await serviceWith().track('JNE0042115112026');
    expect(shipment).toMatchObject({ orderNumber: 'MORE-20261115-0042', waybill: 'JNE0042115112026', courier: 'JNE', statusText: 'Dalam perjalanan' });
    expect(shipment.events[0]).toEqual({ time: Date.parse('2026-11-16T11:15:00+07:00'), description: 'Paket diberangkatkan dari Gresik', location: 'KABUPATEN GRESIK' });
    expect(currentStep(shipment)?.label).toBe('Pesanan diterima');
    expect(shipment.estimatedArrival).toBe(Date.parse('2026-11-18T14:15:00+07:00'));
    expect(shipment.customer.phone).toBe('0812****7890');
  });

  it('finds the customer by phone and order number', async () => {
    expect(await serviceWith().findCustomer('081234567890', 'MORE-20261115-0042')).toEqual({
      name: 'Sinta Wulandari',
      phone: '0812****7890',
      email: 'pe****@more.test',
      city: 'KOTA SURABAYA',
      orderNumber: 'MORE-20261115-0042',
      shipmentId: 'SHP-20261116-0042',
    });
  });
});

describe('shipment failures reach the shopper as document 2 §8 says', () => {
  it('tracking: the service\'s message when it gives one', async () => {
    const failure = await failureOf(serviceWith().track('MORE-20200101-0001'));
    expect(failure).toMatchObject({ kind: 'not-found', call: 'GET api/v1/shipment/get/{id}', message: 'Data pengiriman tidak ditemukan' });
    const unauthorized = await failureOf(serviceWith('wrong-token').track('MORE-20261115-0042'));
    expect(unauthorized).toMatchObject({ kind: 'unauthorized', message: 'Token layanan pengiriman tidak valid' });
  });

  it('tracking: "Failed to get tracking data" when the service says nothing usable', async () => {
    server.use(
      http.get(`${BASE}api/v1/shipment/get/:id`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }), { once: true }),
    );
    expect(await failureOf(serviceWith().track('X'))).toMatchObject({ kind: 'server', message: 'Failed to get tracking data' });
    server.use(http.get(`${BASE}api/v1/shipment/get/:id`, () => HttpResponse.json({ status: true, message: 'OK', result: {} }), { once: true }));
    expect(await failureOf(serviceWith().track('X'))).toMatchObject({ kind: 'invalid-response', message: 'Failed to get tracking data' });
    server.use(http.get(`${BASE}api/v1/shipment/get/:id`, () => HttpResponse.error(), { once: true }));
    expect(await failureOf(serviceWith().track('X'))).toMatchObject({ kind: 'network', message: 'Failed to get tracking data' });
  });

  it('tracking: a 200 saying status false shows the service\'s message', async () => {
    server.use(http.get(`${BASE}api/v1/shipment/get/:id`, () => HttpResponse.json({ status: false, message: 'Resi belum terdaftar' }), { once: true }));
    expect(await failureOf(serviceWith().track('X'))).toMatchObject({ kind: 'rejected', message: 'Resi belum terdaftar' });
  });

  it('customer lookup: always "Failed to get customer data"', async () => {
    const failure = await failureOf(serviceWith().findCustomer('080000000000', 'MORE-20261115-0042'));
    expect(failure).toMatchObject({
      kind: 'not-found',
      call: 'GET api/v1/customer/get/{a}/{b}',
      message: 'Failed to get customer data',
      details: { status: 404, serverMessage: 'Data pelanggan tidak ditemukan' },
    });
    expect(await failureOf(serviceWith('wrong-token').findCustomer('081234567890', 'MORE-20261115-0042'))).toMatchObject({
      kind: 'unauthorized',
      message: 'Failed to get customer data',
    });
  });
});
