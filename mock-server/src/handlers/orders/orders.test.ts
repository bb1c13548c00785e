import { appOrderWire, orderDetailWire, orderListWire, orderTrackingWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from '../../seed/shared-ids';
import { variantsById } from '../cart/cart-line-wire';
import { crc16 } from './qris';

const TOKEN = 'demo-token';
const NEW_TOKEN = 'new-token';
let api: MockApi;

beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEW_TOKEN, api.clock.unixSeconds());
});

const call = (method: string, path: string, json?: unknown, token: string | null = TOKEN) =>
  requestMock(api, { method, path, ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
const dataOf = (answer: MockAnswer) => (answer.body as { data: unknown }).data;
const detail = async (ordersn: string) => orderDetailWire.parse(dataOf(await call('GET', `more/transaction/order/${ordersn}`)));

describe('GET more/transaction/order (query: paging)', () => {
  it('lists the demo customer\'s orders newest first, with total and total_pages', async () => {
    const list = orderListWire.parse(dataOf(await call('GET', 'more/transaction/order?per_page=2')));
    expect(list).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(list.data.map((order) => order.ordersn)).toEqual([DEMO_ORDERS.awaitingPayment.ordersn, DEMO_ORDERS.processing.ordersn]);
    const last = orderListWire.parse(dataOf(await call('GET', 'more/transaction/order?per_page=2&page=3')));
    expect(last.data.map((order) => order.status)).toEqual(['cancelled']);
  });

  it('filters by status, shows nothing of one customer to another, and refuses a wrong query', async () => {
    const shipped = orderListWire.parse(dataOf(await call('GET', 'more/transaction/order?status=shipped')));
    expect(shipped.data.map((order) => [order.ordersn, order.status_label])).toEqual([[DEMO_ORDERS.shipped.ordersn, 'Dikirim']]);
    expect(orderListWire.parse(dataOf(await call('GET', 'more/transaction/order', undefined, NEW_TOKEN))).total).toBe(0);
    const wrong = await call('GET', 'more/transaction/order?per_page=0&status=hilang');
    expect(wrong.status).toBe(422);
    expect(Object.keys((wrong.body as { errors: object }).errors).sort()).toEqual(['per_page', 'status']);
    expect((await call('GET', 'more/transaction/order', undefined, null)).status).toBe(401);
  });
});

describe('GET more/transaction/order/{id}', () => {
  it('answers the order in full; the unpaid one with its deadline and virtual account', async () => {
    const unpaid = await detail(DEMO_ORDERS.awaitingPayment.ordersn);
    expect(unpaid).toMatchObject({ bill_no: DEMO_ORDERS.awaitingPayment.billNo, status: 'awaiting_payment', payment: { code: 'bca-va' } });
    expect(unpaid.pay_before).toBe('2026-11-22T09:00:00+07:00');
    expect(unpaid.payment.va_number).toMatch(/^8014\d{10}$/);
    expect(unpaid.summary.grand_total).toBe(unpaid.summary.bill_total - unpaid.summary.discount_amount);
    expect(unpaid.grand_total).toBe(unpaid.summary.grand_total);
    const shipped = await detail(DEMO_ORDERS.shipped.ordersn);
    expect(shipped.shipping.resi).toBe(DEMO_SHIPPED_WAYBILL);
    expect(shipped.pay_before).toBeNull();
  });

  it('finds the order by its bill_no too: "thanks redirects to /profile/order/{bill_no}" (document 1 §2)', async () => {
    const { ordersn, billNo } = DEMO_ORDERS.awaitingPayment;
    const byBill = await detail(billNo);
    expect(byBill).toEqual(await detail(ordersn));
    expect(byBill.ordersn).toBe(ordersn);
    const app = appOrderWire.parse(dataOf(await call('GET', `more/transaction/order/apps/${billNo}`)));
    expect(app.ordersn).toBe(ordersn);
    const tracking = await call('POST', 'more/transaction/order/tracking', { ordersn: DEMO_ORDERS.shipped.billNo });
    expect(orderTrackingWire.parse(dataOf(tracking)).general_information.ordersn).toBe(DEMO_ORDERS.shipped.ordersn);
    expect((await call('GET', `more/transaction/order/${DEMO_ORDERS.shipped.billNo}`, undefined, NEW_TOKEN)).status).toBe(404);
    const cancelled = await call('POST', `more/transaction/order/cancel/${billNo}`, { note_cancel: 'Salah alamat' });
    expect(orderDetailWire.parse(dataOf(cancelled))).toMatchObject({ ordersn, status: 'cancelled' });
  });

  it('answers 404 for an unknown order and for another customer\'s', async () => {
    const unknown = await call('GET', 'more/transaction/order/MORE-20260101-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Pesanan tidak ditemukan' });
    expect((await call('GET', `more/transaction/order/${DEMO_ORDERS.shipped.ordersn}`, undefined, NEW_TOKEN)).status).toBe(404);
  });
});

describe('POST more/transaction/order/cancel/{id} (note_cancel)', () => {
  it('cancels an order not yet shipped, keeps the note, and puts its units back in stock', async () => {
    const before = await detail(DEMO_ORDERS.awaitingPayment.ordersn);
    const stock = () => before.items.map((item) => variantsById(api.db).get(item.uni_product_variants_id)!.variant.stock);
    const stockBefore = stock();
    const answer = await call('POST', `more/transaction/order/cancel/${DEMO_ORDERS.awaitingPayment.ordersn}`, { note_cancel: 'Salah pilih warna' });
    expect(answer.status).toBe(200);
    expect(orderDetailWire.parse(dataOf(answer))).toMatchObject({ status: 'cancelled', status_label: 'Dibatalkan', note_cancel: 'Salah pilih warna', pay_before: null });
    expect(stock()).toEqual(stockBefore.map((units, i) => units + before.items[i]!.quantity));
    const processing = await call('POST', `more/transaction/order/cancel/${DEMO_ORDERS.processing.ordersn}`, { note_cancel: 'Berubah pikiran' });
    expect(processing.status).toBe(200);
  });

  it.each([
    ['shipped', DEMO_ORDERS.shipped.ordersn, 'Pesanan yang sudah dikirim tidak dapat dibatalkan'],
    ['completed', DEMO_ORDERS.completed.ordersn, 'Pesanan yang sudah dikirim tidak dapat dibatalkan'],
    ['cancelled', DEMO_ORDERS.cancelled.ordersn, 'Pesanan ini sudah dibatalkan'],
  ])('refuses to cancel a %s order with 422', async (_status, ordersn, message) => {
    const before = await detail(ordersn);
    const answer = await call('POST', `more/transaction/order/cancel/${ordersn}`, { note_cancel: 'Tidak jadi' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message });
    expect((await detail(ordersn)).status).toBe(before.status);
  });

  it('needs a note, and answers 404 for an unknown order', async () => {
    const empty = await call('POST', `more/transaction/order/cancel/${DEMO_ORDERS.awaitingPayment.ordersn}`, { note_cancel: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { note_cancel: ['note_cancel minimal 1'] } });
    expect((await call('POST', 'more/transaction/order/cancel/MORE-1', { note_cancel: 'x' })).status).toBe(404);
  });
});

describe('POST more/transaction/order/complete/{id}', () => {
  it('completes a shipped order, and only a shipped one', async () => {
    const answer = await call('POST', `more/transaction/order/complete/${DEMO_ORDERS.shipped.ordersn}`, {});
    expect(orderDetailWire.parse(dataOf(answer)).status).toBe('completed');
    for (const ordersn of [DEMO_ORDERS.awaitingPayment.ordersn, DEMO_ORDERS.processing.ordersn, DEMO_ORDERS.completed.ordersn, DEMO_ORDERS.cancelled.ordersn]) {
      const refused = await call('POST', `more/transaction/order/complete/${ordersn}`, {});
      expect(refused.status, ordersn).toBe(422);
      expect(refused.body).toEqual({ success: false, message: 'Hanya pesanan yang sedang dikirim yang dapat diselesaikan' });
    }
    expect((await call('POST', 'more/transaction/order/complete/MORE-1', {})).status).toBe(404);
  });
});

describe('POST more/transaction/order/tracking', () => {
  it('answers a shipped order\'s timeline in the five parts of document 1 §3', async () => {
    const answer = await call('POST', 'more/transaction/order/tracking', { ordersn: DEMO_ORDERS.shipped.ordersn });
    const tracking = orderTrackingWire.parse(dataOf(answer));
    expect(tracking.general_information).toMatchObject({ ordersn: DEMO_ORDERS.shipped.ordersn, resi: DEMO_SHIPPED_WAYBILL, courier: 'JNE' });
    expect(tracking.resi_tracking.length).toBeGreaterThan(2);
    const times = tracking.resi_tracking.map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(tracking.fulfillment_step.map((step) => [step.code, step.is_done])).toEqual([['ordered', true], ['paid', true], ['shipped', true], ['completed', false]]);
    expect(tracking.item_list.length).toBeGreaterThan(0);
    expect(tracking.customer_info.name).toBe(DEMO_CUSTOMER.name);
  });

  it('ends with the hand-over once completed, whether the courier had scanned it yet or not', async () => {
    await call('POST', `more/transaction/order/complete/${DEMO_ORDERS.shipped.ordersn}`, {});
    const tracking = orderTrackingWire.parse(dataOf(await call('POST', 'more/transaction/order/tracking', { ordersn: DEMO_ORDERS.shipped.ordersn })));
    expect(tracking.fulfillment_step.every((step) => step.is_done)).toBe(true);
    expect(tracking.resi_tracking.at(-1)?.description).toBe(`Paket diterima oleh ${DEMO_CUSTOMER.name.split(' ')[0]}`);
    expect(tracking.resi_tracking.filter((scan) => scan.description.startsWith('Paket diterima oleh'))).toHaveLength(1);

    // Completed the morning after it left: the courier's scans still ahead never happen, the hand-over is now.
    const early = await createMockApi({ now: Date.UTC(2026, 10, 17, 3, 0) });
    await signIn(early.db, DEMO_CUSTOMER.id, TOKEN, early.clock.unixSeconds());
    const earlyCall = (path: string, json: unknown) => requestMock(early, { method: 'POST', path: `${MOCK_ORIGIN}/api/${path}`, token: TOKEN, json });
    expect((await earlyCall(`more/transaction/order/complete/${DEMO_ORDERS.shipped.ordersn}`, {})).status).toBe(200);
    const scans = orderTrackingWire.parse(dataOf(await earlyCall('more/transaction/order/tracking', { ordersn: DEMO_ORDERS.shipped.ordersn }))).resi_tracking;
    expect(scans.map((scan) => scan.description)).toEqual(['Paket diterima di gudang JNE', 'Paket diberangkatkan dari Gresik', `Paket diterima oleh ${DEMO_CUSTOMER.name.split(' ')[0]}`]);
    expect(scans.at(-1)!.time).toBe('2026-11-17T10:00:00+07:00');
  });

  it('refuses an unpaid or cancelled order with a message, an unknown one with 404, a missing number with 422', async () => {
    expect((await call('POST', 'more/transaction/order/tracking', { ordersn: DEMO_ORDERS.awaitingPayment.ordersn })).body).toEqual({
      success: false,
      message: 'Pesanan belum dibayar, belum ada data pengiriman',
    });
    expect((await call('POST', 'more/transaction/order/tracking', { ordersn: DEMO_ORDERS.cancelled.ordersn })).status).toBe(422);
    expect((await call('POST', 'more/transaction/order/tracking', { ordersn: 'MORE-1' })).status).toBe(404);
    expect((await call('POST', 'more/transaction/order/tracking', {})).body).toMatchObject({ errors: { ordersn: ['ordersn wajib diisi'] } });
  });
});

describe('GET more/transaction/order/apps/{id}', () => {
  it('answers the order as the app reads it', async () => {
    const app = appOrderWire.parse(dataOf(await call('GET', `more/transaction/order/apps/${DEMO_ORDERS.awaitingPayment.ordersn}`)));
    const full = await detail(DEMO_ORDERS.awaitingPayment.ordersn);
    expect(app).toEqual({
      ordersn: full.ordersn,
      bill_no: full.bill_no,
      status: 'awaiting_payment',
      grand_total: full.grand_total,
      pay_before: full.pay_before,
      payment_name: 'BCA Virtual Account',
      va_number: full.payment.va_number,
      item_count: full.item_count,
      first_item_name: full.items[0]!.name_long,
    });
    expect((await call('GET', 'more/transaction/order/apps/MORE-1')).status).toBe(404);
  });

  it('gives an e-wallet order awaiting payment its charge: a QRIS code of its amount and bill, the app\'s deeplink and the expiry', async () => {
    const { ordersn } = DEMO_ORDERS.processing; // paid by GoPay in the seed
    expect(appOrderWire.parse(dataOf(await call('GET', `more/transaction/order/apps/${ordersn}`))).e_wallet).toBeUndefined();
    await api.db.orders.update((q) => q.where({ ordersn }), {
      data(record) {
        record.status = 'awaiting_payment';
        record.payBefore = api.clock.unixSeconds() + 3600;
      },
    });
    const app = appOrderWire.parse(dataOf(await call('GET', `more/transaction/order/apps/${ordersn}`)));
    expect(app.e_wallet).toMatchObject({ channel: 'GOPAY', app_name: 'GoPay', expiry_time: app.pay_before });
    const qr = app.e_wallet!.qr_string!;
    expect(qr).toMatch(/^000201010212/);
    expect(qr).toContain(`54${String(app.grand_total).length.toString().padStart(2, '0')}${app.grand_total}`);
    expect(qr).toContain(app.bill_no);
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    expect(app.e_wallet!.deeplink_url).toMatch(/^gojek:\/\/gopay\/merchanttransfer\?tref=A\d+&amount=\d+/);
  });
});
