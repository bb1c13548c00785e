import { MatchersV3 } from '@pact-foundation/pact';
import { HttpOrdersApi } from '@more/adapters';
import type { OrderItem } from '@more/core';
import { describe, expect, it } from 'vitest';
import { refused } from '../cart/cart-matchers';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { type OrderExample, orderDetail, orderStatus, orderSummary, orderTracking, ORDERS, productImageOf, SHIPPED, UNPAID } from './order-matchers';
import { ok, wibTime } from '../matchers';

const { eachLike, integer, regex, string } = MatchersV3;

const LOGGED_IN = 'the demo customer is logged in';
const AWAITS_PAYMENT = 'order {ordersn} awaits payment';
const SHIPPED_STATE = 'order {ordersn} has been shipped';
const AWAITS_E_WALLET = 'order {ordersn} awaits payment by GoPay';
const PAY_BEFORE = '2026-11-22T09:00:00+07:00';
const VA_NUMBER = '80141234567890';

const ordersApi = (url: string) => new HttpOrdersApi(storeApiAt(url, DEMO_TOKEN));

/** The core item the adapter maps an example's first item to. */
const coreItem = (example: OrderExample): OrderItem => ({
  variantId: example.item.variantId,
  slug: example.item.slug,
  nameLong: example.item.nameLong,
  nameShort: example.item.nameShort,
  image: { url: productImageOf(example), alt: example.item.nameShort },
  unitPrice: example.item.price,
  normalPrice: example.item.normalPrice,
  quantity: 1,
  comboId: null,
  combo: null,
  bundle: [],
  complaint: null,
  reviewed: false,
});

const vaNumber = () => regex(/^\d{10,20}$/, VA_NUMBER);

describe('orders: GET more/transaction/order', () => {
  it('reads the first page of the demo customer\'s orders, newest first', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('the demo customer has an order in each status', ORDERS)
      .uponReceiving('a request for the first page of 10 of the demo customer\'s orders')
      .withRequest('GET', '/more/transaction/order', (request) => request.query({ page: '1', per_page: '10' }).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            data: eachLike(orderSummary(UNPAID, orderStatus(), 'Menunggu Pembayaran'), 1),
            page: integer(1),
            per_page: integer(10),
            total: integer(5),
            total_pages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await ordersApi(server.url).list({ page: 1, perPage: 10 });
        expect(page).toMatchObject({ page: 1, perPage: 10, total: 5, totalPages: 1 });
        expect(page.items[0]).toEqual({
          orderNumber: UNPAID.ordersn,
          billNumber: 'INV-20261119-0107',
          status: 'awaiting-payment',
          createdAt: Date.UTC(2026, 10, 19, 3, 15),
          grandTotal: 7_664_000,
          itemCount: 3,
          items: [coreItem(UNPAID)],
        });
      });
  });
});

describe('orders: GET more/transaction/order/{id}', () => {
  it('reads an order awaiting payment in full', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(AWAITS_PAYMENT, { ordersn: UNPAID.ordersn })
      .uponReceiving(`a request for order ${UNPAID.ordersn}, which awaits payment`)
      .withRequest('GET', `/more/transaction/order/${UNPAID.ordersn}`, (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            orderDetail(UNPAID, orderStatus('awaiting_payment'), 'Menunggu Pembayaran', {
              order: { pay_before: wibTime(PAY_BEFORE) },
              payment: { va_number: vaNumber() },
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).order(UNPAID.ordersn)).toEqual({
          orderNumber: UNPAID.ordersn,
          billNumber: 'INV-20261119-0107',
          status: 'awaiting-payment',
          createdAt: Date.UTC(2026, 10, 19, 3, 15),
          grandTotal: 7_664_000,
          itemCount: 3,
          items: [coreItem(UNPAID)],
          payBefore: Date.UTC(2026, 10, 22, 2),
          shipping: { courier: 'JNE', service: 'Trucking (JTR)', cost: 0, estimate: '1-2 hari', waybill: null },
          address: { recipient: 'Sinta Wulandari', phone: '081234567890', text: 'Jl. Airlangga No. 27, RT 02/RW 04', cityName: 'KOTA SURABAYA' },
          payment: { code: 'bca-va', name: 'BCA Virtual Account', tenor: null, virtualAccount: VA_NUMBER },
          totals: { subtotal: 7_660_000, shippingCost: 0, fee: 4_000, discountAmount: 0, billTotal: 7_664_000, grandTotal: 7_664_000 },
          note: '',
          cancelNote: null,
          voucherCode: null,
        });
      });
  });

  it('answers 404 for an order number nobody has', async () => {
    const unknown = 'MORE-20260101-9999';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given('no order has the number', { ordersn: unknown })
      .uponReceiving(`a request for order ${unknown}, which does not exist`)
      .withRequest('GET', `/more/transaction/order/${unknown}`, (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(404, (response) => response.jsonBody(refused('Pesanan tidak ditemukan')))
      .executeTest(async (server) => {
        await expect(ordersApi(server.url).order(unknown)).rejects.toMatchObject({
          kind: 'not-found',
          call: 'GET more/transaction/order/{id}',
          details: { status: 404, serverMessage: 'Pesanan tidak ditemukan' },
        });
      });
  });
});

describe('orders: POST more/transaction/order/cancel/{id}, complete/{id}', () => {
  it('cancels an order awaiting payment with the shopper\'s note (note_cancel)', async () => {
    const note = 'Ingin mengganti alamat pengiriman';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(AWAITS_PAYMENT, { ordersn: UNPAID.ordersn })
      .uponReceiving(`a cancellation of order ${UNPAID.ordersn}, which awaits payment`)
      .withRequest('POST', `/more/transaction/order/cancel/${UNPAID.ordersn}`, (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ note_cancel: note }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            orderDetail(UNPAID, orderStatus('cancelled'), 'Dibatalkan', { order: { note_cancel: string(note) }, payment: { va_number: vaNumber() } }),
            'Pesanan dibatalkan',
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).cancel(UNPAID.ordersn, note)).toMatchObject({
          orderNumber: UNPAID.ordersn,
          status: 'cancelled',
          cancelNote: note,
          payBefore: null,
        });
      });
  });

  it('completes a shipped order the shopper received', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(SHIPPED_STATE, { ordersn: SHIPPED.ordersn })
      .uponReceiving(`a confirmation that shipped order ${SHIPPED.ordersn} was received`)
      .withRequest('POST', `/more/transaction/order/complete/${SHIPPED.ordersn}`, (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            orderDetail(SHIPPED, orderStatus('completed'), 'Selesai', { shipping: { resi: string('JNE0042115112026') } }),
            'Pesanan selesai. Terima kasih telah berbelanja di MORE',
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).complete(SHIPPED.ordersn)).toMatchObject({
          orderNumber: SHIPPED.ordersn,
          status: 'completed',
          shipping: { waybill: 'JNE0042115112026' },
          payment: { code: 'cc-cicilan', virtualAccount: null },
          totals: { grandTotal: 2_010_900 },
        });
      });
  });
});

describe('orders: POST more/transaction/order/tracking', () => {
  it('reads a shipped order\'s tracking in its five parts', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(SHIPPED_STATE, { ordersn: SHIPPED.ordersn })
      .uponReceiving(`a request for the tracking of shipped order ${SHIPPED.ordersn}`)
      .withRequest('POST', '/more/transaction/order/tracking', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ ordersn: SHIPPED.ordersn }))
      .willRespondWith(200, (response) => response.jsonBody(ok(orderTracking)))
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).tracking(SHIPPED.ordersn)).toEqual({
          general: {
            orderNumber: SHIPPED.ordersn,
            status: 'shipped',
            courier: 'JNE',
            service: 'Trucking (JTR)',
            waybill: 'JNE0042115112026',
            shippedAt: Date.UTC(2026, 10, 16, 3, 15),
          },
          items: [{ name: SHIPPED.item.nameLong, quantity: 1, imageUrl: productImageOf(SHIPPED) }],
          waybillEvents: [{ at: Date.UTC(2026, 10, 16, 3, 15), description: 'Paket diterima di gudang JNE', location: 'KABUPATEN GRESIK' }],
          steps: [{ code: 'ordered', label: 'Pesanan Dibuat', done: true, at: null }],
          customer: { name: 'Sinta Wulandari', phone: '081234567890', address: 'Jl. Airlangga No. 27, RT 02/RW 04, KOTA SURABAYA' },
        });
      });
  });

  it('is refused for an order not paid yet (422, with the server\'s message)', async () => {
    const message = 'Pesanan belum dibayar, belum ada data pengiriman';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(AWAITS_PAYMENT, { ordersn: UNPAID.ordersn })
      .uponReceiving(`a request for the tracking of order ${UNPAID.ordersn}, which awaits payment`)
      .withRequest('POST', '/more/transaction/order/tracking', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ ordersn: UNPAID.ordersn }))
      .willRespondWith(422, (response) => response.jsonBody(refused(message)))
      .executeTest(async (server) => {
        await expect(ordersApi(server.url).tracking(UNPAID.ordersn)).rejects.toMatchObject({
          kind: 'rejected',
          call: 'POST more/transaction/order/tracking',
          details: { status: 422, serverMessage: message },
        });
      });
  });
});

describe('orders: GET more/transaction/order/apps/{id}', () => {
  it('reads an order as the mobile app does', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(AWAITS_PAYMENT, { ordersn: UNPAID.ordersn })
      .uponReceiving(`a request for order ${UNPAID.ordersn} as the app reads it`)
      .withRequest('GET', `/more/transaction/order/apps/${UNPAID.ordersn}`, (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            ordersn: string(UNPAID.ordersn),
            bill_no: string('INV-20261119-0107'),
            status: orderStatus('awaiting_payment'),
            grand_total: integer(7_664_000),
            pay_before: wibTime(PAY_BEFORE),
            payment_name: string('BCA Virtual Account'),
            va_number: vaNumber(),
            item_count: integer(3),
            first_item_name: string(UNPAID.item.nameLong),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).appOrder(UNPAID.ordersn)).toEqual({
          orderNumber: UNPAID.ordersn,
          billNumber: 'INV-20261119-0107',
          status: 'awaiting-payment',
          grandTotal: 7_664_000,
          payBefore: Date.UTC(2026, 10, 22, 2),
          paymentName: 'BCA Virtual Account',
          virtualAccount: VA_NUMBER,
          itemCount: 3,
          firstItemName: UNPAID.item.nameLong,
          eWallet: null,
        });
      });
  });
  it('reads an order paid by GoPay with the charge the gateway gave: a QRIS string, the app deeplink and the expiry', async () => {
    const ordersn = ORDERS.processing;
    const qris = '00020101021226590015ID.CO.GOJEK.WWW0118936009140000052681021' + '0G0000526810303UBE5204571253033605406980000' + '5802ID5914MORE FURNITURE6006GRESIK6304A1B2';
    const deeplink = `gojek://gopay/merchanttransfer?tref=A202611170088&amount=980000&activity=GP:RR`;
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(AWAITS_E_WALLET, { ordersn })
      .uponReceiving(`a request for order ${ordersn}, paid by GoPay, as the app reads it`)
      .withRequest('GET', `/more/transaction/order/apps/${ordersn}`, (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            ordersn: string(ordersn),
            bill_no: string(ordersn.replace(/^MORE/, 'INV')),
            status: orderStatus('awaiting_payment'),
            grand_total: integer(980_000),
            pay_before: wibTime(PAY_BEFORE),
            payment_name: string('GoPay'),
            item_count: integer(1),
            first_item_name: string('Meja'),
            e_wallet: {
              channel: string('GOPAY'),
              app_name: string('GoPay'),
              // EMVCo/QRIS: payload format 01, then fields, CRC last.
              qr_string: regex(/^000201[ -~]+6304[0-9A-F]{4}$/, qris),
              deeplink_url: regex(/^(gojek|https):\/\/\S+$/, deeplink),
              expiry_time: wibTime(PAY_BEFORE),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(await ordersApi(server.url).appOrder(ordersn)).toMatchObject({
          orderNumber: ordersn,
          status: 'awaiting-payment',
          paymentName: 'GoPay',
          virtualAccount: null,
          eWallet: { appName: 'GoPay', qrString: qris, appLink: deeplink, expiresAt: Date.UTC(2026, 10, 22, 2) },
        });
      });
  });
});
