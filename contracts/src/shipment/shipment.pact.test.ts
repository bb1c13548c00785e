import { MatchersV3 } from '@pact-foundation/pact';
import { createShipmentApi, HttpShipmentService } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { serviceBearer, SHIPMENT_TOKEN, shipmentPact } from '../pact-setup';
import { wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const ORDER = 'MORE-20261115-0042';
const WAYBILL = 'JNE0042115112026';
const PHONE = '081234567890';
const onItsWay = { orderNumber: ORDER, waybill: WAYBILL, phone: PHONE };

const serviceAt = (url: string, token = SHIPMENT_TOKEN) => new HttpShipmentService(createShipmentApi({ baseUrl: url, token, retry: 0 }));
const found = (result: unknown) => ({ status: boolean(true), message: string('Data ditemukan'), result });

/** Nullable fields (waybill, shipped_at, estimated_arrival, image_url, a step's time) are non-null in this state, except a step's time: left out. */
const tracking = {
  general_information: {
    shipment_id: string('SHP-20261116-0042'),
    order_number: string(ORDER),
    waybill: string(WAYBILL),
    courier: string('JNE'),
    courier_service: string('Trucking (JTR)'),
    status: string('in_transit'),
    status_text: string('Dalam perjalanan'),
    shipped_at: wibTime('2026-11-16T10:15:00+07:00'),
    estimated_arrival: wibTime('2026-11-18T14:15:00+07:00'),
    origin: string('KABUPATEN GRESIK'),
    destination: string('KOTA SURABAYA'),
  },
  item_list: eachLike(
    {
      sku: string('MORE-66-123'),
      name: string('Meja Tamu Laras Persegi'),
      variant: string('Terracotta'),
      quantity: integer(1),
      image_url: string('http://127.0.0.1:5173/media/products/66/1.svg'),
    },
    1,
  ),
  resi_tracking: eachLike(
    { time: wibTime('2026-11-16T11:15:00+07:00'), description: string('Paket diberangkatkan dari Gresik'), location: string('KABUPATEN GRESIK') },
    1,
  ),
  fulfillment_step: eachLike({ code: string('ordered'), label: string('Pesanan dibuat'), done: boolean(true) }, 1),
  customer_info: {
    name: string('Sinta Wulandari'),
    phone: regex(/^\d{4}\*+\d{4}$/, '0812****7890'),
    address: string('Jl. Airlangga No. 27, RT 02/RW 04, KOTA SURABAYA'),
    city: string('KOTA SURABAYA'),
  },
};

describe('shipment service (document 2 §7, "separate host, credentials and embedded token")', () => {
  it('GET api/v1/shipment/get/{id}', async () => {
    await shipmentPact()
      .addInteraction()
      .given('an order of the demo customer is on its way', onItsWay)
      .uponReceiving('a request for the tracking of the demo customer\'s shipped order')
      .withRequest('GET', `/api/v1/shipment/get/${ORDER}`, (request) => request.headers(serviceBearer(SHIPMENT_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(found(tracking)))
      .executeTest(async (server) => {
        const shipment = await serviceAt(server.url).track(ORDER);
        expect(shipment).toMatchObject({ orderNumber: ORDER, waybill: WAYBILL, courier: 'JNE', statusText: 'Dalam perjalanan' });
        expect(shipment.events[0]).toEqual({ time: Date.parse('2026-11-16T11:15:00+07:00'), description: 'Paket diberangkatkan dari Gresik', location: 'KABUPATEN GRESIK' });
        expect(shipment.customer.city).toBe('KOTA SURABAYA');
      });
  });

  it('GET api/v1/customer/get/{a}/{b}', async () => {
    await shipmentPact()
      .addInteraction()
      .given('an order of the demo customer is on its way', onItsWay)
      .uponReceiving('a lookup of the customer by phone and order number')
      .withRequest('GET', `/api/v1/customer/get/${PHONE}/${ORDER}`, (request) => request.headers(serviceBearer(SHIPMENT_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          found({
            name: string('Sinta Wulandari'),
            phone: regex(/^\d{4}\*+\d{4}$/, '0812****7890'),
            email: string('pe****@more.test'),
            city: string('KOTA SURABAYA'),
            order_number: string(ORDER),
            shipment_id: string('SHP-20261116-0042'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(await serviceAt(server.url).findCustomer(PHONE, ORDER)).toEqual({
          name: 'Sinta Wulandari',
          phone: '0812****7890',
          email: 'pe****@more.test',
          city: 'KOTA SURABAYA',
          orderNumber: ORDER,
          shipmentId: 'SHP-20261116-0042',
        });
      });
  });

  it('answers its failure envelope for a shipment it does not know; the shopper reads its message', async () => {
    await shipmentPact()
      .addInteraction()
      .given('no shipment has the id', { id: 'MORE-20200101-0001' })
      .uponReceiving('a request for the tracking of an unknown shipment')
      .withRequest('GET', '/api/v1/shipment/get/MORE-20200101-0001', (request) => request.headers(serviceBearer(SHIPMENT_TOKEN)))
      .willRespondWith(404, (response) => response.jsonBody({ status: boolean(false), message: string('Data pengiriman tidak ditemukan') }))
      .executeTest(async (server) => {
        await expect(serviceAt(server.url).track('MORE-20200101-0001')).rejects.toMatchObject({
          kind: 'not-found',
          message: 'Data pengiriman tidak ditemukan',
        });
      });
  });

  it('answers 401 without its embedded token', async () => {
    await shipmentPact()
      .addInteraction()
      .given('an order of the demo customer is on its way', onItsWay)
      .uponReceiving('a request for tracking without the service\'s token')
      .withRequest('GET', `/api/v1/shipment/get/${ORDER}`)
      .willRespondWith(401, (response) => response.jsonBody({ message: string('Token layanan pengiriman tidak valid') }))
      .executeTest(async (server) => {
        await expect(serviceAt(server.url, '').track(ORDER)).rejects.toMatchObject({
          kind: 'unauthorized',
          message: 'Token layanan pengiriman tidak valid',
        });
      });
  });
});
