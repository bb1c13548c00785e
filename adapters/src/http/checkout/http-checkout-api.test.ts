import { type CheckoutOrder, StoreFailure, emptyCheckoutOrder, voucherFailureMessage, voucherRequest } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { toCheckoutOrderBody } from './checkout.mapper';
import { HttpCheckoutApi } from './http-checkout-api';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo-token', mock.clock.unixSeconds());
  server.resetHandlers(...mock.handlers);
});

const checkout = () => new HttpCheckoutApi(createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => 'demo-token' }));

/** A variant in stock of a product without a promotion badge. */
const plainVariant = (atLeast = 3) =>
  [...mock.db.products.all()]
    .sort((a, b) => a.id - b.id)
    .flatMap((p) => (p.promo === null ? p.variants : []))
    .find((v) => v.stock >= atLeast)!;

const anOrder = (variantId: number, quantity: number, overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  ...emptyCheckoutOrder,
  items: [{ variantId, quantity, comboId: null }],
  shipping: { addressId: 1, option: { code: 'jne-jtr:3578', courier: 'JNE', service: 'Trucking (JTR)', price: 0, estimate: '1-2 hari' } },
  payment: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4_000 },
  ...overrides,
});

describe('checkout order body', () => {
  it('sends ids, quantities and choices, never amounts', () => {
    const body = toCheckoutOrderBody(
      anOrder(7, 2, {
        dropship: { dropshipperId: 3 },
        payment: { methodCode: 'cc-cicilan', instalment: true, tenor: 6, fee: 99_000 },
        note: 'Pagi',
        voucherCode: 'DISKON10',
      }),
    );
    expect(body).toEqual({
      items: [{ uni_product_variants_id: 7, id_combo: null, quantity: 2 }],
      address_id: 1,
      shipping_code: 'jne-jtr:3578',
      payment_code: 'cc-cicilan',
      tenor: 6,
      dropshipper_id: 3,
      note: 'Pagi',
      voucher_code: 'DISKON10',
    });
    expect(toCheckoutOrderBody(emptyCheckoutOrder)).toMatchObject({ address_id: null, shipping_code: null, payment_code: null, tenor: null });
  });
});

describe('HttpCheckoutApi against the mock API', () => {
  it('reads the lists checkout chooses from', async () => {
    const api = checkout();
    const vouchers = await api.vouchers();
    expect(vouchers.map((voucher) => voucher.code)).toContain('HEMAT100');
    expect(vouchers.find((voucher) => voucher.code === 'HEMAT100')).toMatchObject({ id: 1, minimumSpend: 1_000_000, endsAt: Date.UTC(2026, 11, 21, 3) });
    const methods = await api.paymentMethods();
    expect(methods.find((method) => method.code === 'cc-cicilan')).toMatchObject({ group: 'Kartu Kredit', tenors: [{ months: 3, fee: 0 }, { months: 6, fee: 99_000 }, { months: 12, fee: 199_000 }] });
    expect((await api.paymentGroups()).map((group) => group.name)).toEqual(['Transfer Virtual Account', 'Dompet Digital', 'Kartu Kredit', 'Gerai Retail']);
    const options = await api.shippingPrice({ addressId: 1, cityId: '3578', items: [{ variantId: 1, quantity: 2, comboId: null }] });
    expect(options.map((option) => [option.code, option.price])).toEqual([['jne-jtr:3578', 0], ['jne-reg:3578', 60_000], ['more-sameday:3578', 100_000]]);
  });

  it('pages the products a voucher applies to, and fails for an unknown voucher', async () => {
    const page = await checkout().voucherProducts(3, { page: 2, perPage: 5 });
    expect(page).toMatchObject({ page: 2, perPage: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.items[0]?.images.length).toBeGreaterThan(0);
    await expect(checkout().voucherProducts(404)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/product/voucher/{id}' });
  });

  it('sends set-voucher as form fields and reads potongan and grandTotalDiskon; a refusal carries the server\'s message', async () => {
    let contentType = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('set-voucher')) contentType = request.headers.get('content-type') ?? '';
    });
    const api = checkout();
    const applied = await api.setVoucher(voucherRequest(' diskon10 ')!);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(applied.code).toBe('DISKON10');
    expect(applied.discount).toBeGreaterThan(0);
    const failure = await api.setVoucher(voucherRequest('merdeka17')!).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(failure).toMatchObject({ kind: 'rejected', details: { status: 422 } });
    expect(voucherFailureMessage((failure as StoreFailure).details.serverMessage)).toBe('Voucher MERDEKA17 sudah berakhir');
    server.events.removeAllListeners();
  });

  it('places an order once per idempotency key', async () => {
    const api = checkout();
    const variant = plainVariant();
    const order = anOrder(variant.id, 2);
    const summary = await api.preCheckoutSummary(order);
    expect(summary).toMatchObject({ shippingCost: 0, fee: 4_000, billTotal: summary.subtotal + 4_000, grandTotal: summary.subtotal + 4_000 });
    const placed = await api.saveOrder(order, 'kunci-a');
    expect(placed).toEqual({ kind: 'placed', order: { orderNumber: 'MORE-20261121-0001', billNumber: 'INV-20261121-0001' } });
    expect(await api.saveOrder(order, 'kunci-a')).toEqual(placed);
    expect(mock.db.orders.findMany((q) => q.where({ idempotencyKey: 'kunci-a' }))).toHaveLength(1);
  });

  it('turns the 403 into summary-replaced with the server\'s new totals', async () => {
    const api = checkout();
    const variant = plainVariant();
    const order = anOrder(variant.id, 1);
    const seen = await api.preCheckoutSummary(order);
    await mock.db.products.update((q) => q.where((p) => p.variants.some((v) => v.id === variant.id)), {
      data(product) {
        product.variants.find((v) => v.id === variant.id)!.priceNormal += 50_000;
      },
    });
    const result = await api.saveOrder(order, 'kunci-b');
    expect(result.kind).toBe('summary-replaced');
    expect(result.kind === 'summary-replaced' && result.summary.grandTotal).toBeGreaterThan(seen.grandTotal);
    expect((await api.saveOrder(order, 'kunci-b')).kind).toBe('placed');
  });

  it('keeps a 403 without a summary a failure, and any other failure too', async () => {
    server.use(http.post(`${BASE}more/transaction/order`, () => HttpResponse.json({ success: false, message: 'Akun dibekukan' }, { status: 403 })));
    await expect(checkout().saveOrder(anOrder(1, 1), 'k')).rejects.toMatchObject({ kind: 'rejected', details: { status: 403, serverMessage: 'Akun dibekukan' } });
    server.use(http.post(`${BASE}more/transaction/order`, () => HttpResponse.json({ success: false, message: 'Galat' }, { status: 500 })));
    await expect(checkout().saveOrder(anOrder(1, 1), 'k')).rejects.toMatchObject({ kind: 'server' });
  });
});
