import {
  appliedVoucherWire,
  checkoutSummaryWire,
  paymentGroupListWire,
  paymentMethodListWire,
  placedOrderWire,
  productListWire,
  shippingOptionListWire,
  voucherListWire,
} from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { variantsById } from '../cart/cart-line-wire';

const TOKEN = 'demo-token';
const NEW_TOKEN = 'new-token';
let api: MockApi;

beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEW_TOKEN, api.clock.unixSeconds());
});

const call = (method: string, path: string, json?: unknown, token: string | null = TOKEN, headers: Record<string, string> = {}) =>
  requestMock(api, { method, path, headers, ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
const dataOf = (answer: MockAnswer) => (answer.body as { data: unknown }).data;

/** A plain product's variant in stock, its price not forced by a promotion. */
const plainVariant = (atLeast = 5, where: (categoryId: number) => boolean = () => true) => {
  const product = [...api.db.products.all()]
    .sort((a, b) => a.id - b.id)
    .find((p) => p.promo === null && where(p.categoryId) && p.variants.some((v) => v.stock >= atLeast))!;
  return product.variants.find((v) => v.stock >= atLeast)!;
};

const setVoucher = (code: string, device = 'web', token = TOKEN) => {
  const form = new FormData();
  form.append('code', code);
  form.append('address_code', '54');
  form.append('payment_code', '1');
  form.append('device', device);
  return requestMock(api, { method: 'POST', path: 'more/transaction/cart/set-voucher', token, form });
};

/** Fills a customer's cart with one ticked line. */
const cartWith = async (variantId: number, quantity: number, token = TOKEN) =>
  call('POST', 'more/transaction/cart', { r_more_transaction_cart_details: [{ id: variantId, quantity, is_selected: true, is_reedem: false, id_combo: null }] }, token);

const order = (variantId: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  items: [{ uni_product_variants_id: variantId, id_combo: null, quantity }],
  address_id: 1,
  shipping_code: 'jne-reg:3578',
  payment_code: 'bca-va',
  tenor: null,
  dropshipper_id: null,
  note: '',
  voucher_code: null,
  ...extra,
});

describe('POST more/transaction/cart/set-voucher (form: code, address_code, payment_code, device)', () => {
  it('applies a valid code to the ticked cart lines: potongan and grandTotalDiskon', async () => {
    const variant = plainVariant(2, () => true);
    const price = variantsById(api.db).get(variant.id)!;
    await cartWith(variant.id, 2);
    const answer = await setVoucher('DISKON10');
    expect(answer.status).toBe(200);
    const applied = appliedVoucherWire.parse(dataOf(answer));
    const subtotal = Math.round((price.variant.priceNormal * (100 - price.variant.discountPercent)) / 100 / 100) * 100 * 2;
    const potongan = Math.min(250_000, Math.floor(subtotal / 10));
    expect(applied).toEqual({ code: 'DISKON10', potongan, grandTotalDiskon: subtotal - potongan });
  });

  it('counts against the last summary when the customer has one', async () => {
    const variant = plainVariant(2);
    const summary = checkoutSummaryWire.parse(dataOf(await call('POST', 'more/transaction/order/pre-checkout-summary', order(variant.id, 2))));
    const applied = appliedVoucherWire.parse(dataOf(await setVoucher('DISKON10')));
    expect(applied.grandTotalDiskon).toBe(summary.bill_total - applied.potongan);
  });

  it.each([
    ['an unknown code', 'TIDAKADA', 'Kode voucher TIDAKADA tidak ditemukan'],
    ['a code in lower case (codes are upper-case)', 'hemat100', 'Kode voucher hemat100 tidak ditemukan'],
    ['an expired code', 'MERDEKA17', 'Voucher MERDEKA17 sudah berakhir'],
    ['a code not started yet', 'HARBOLNAS12', 'Voucher HARBOLNAS12 belum dapat digunakan'],
    ['an app-only code on the web', 'APPHEMAT75', 'Voucher APPHEMAT75 hanya berlaku di aplikasi MORE'],
    ['a spend under the minimum', 'BELANJA5JT', 'Minimal belanja Rp5.000.000 untuk menggunakan voucher BELANJA5JT'],
  ])('refuses %s with 422 and an Indonesian message', async (_reason, code, message) => {
    const cheap = [...api.db.products.all()].find((p) => p.promo === null && p.variants.some((v) => v.stock > 0 && v.priceNormal < 1_000_000))!;
    await cartWith(cheap.variants.find((v) => v.stock > 0)!.id, 1);
    const answer = await setVoucher(code);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message, errors: { code: [message] } });
  });

  it('refuses a code for a room none of the ticked products is in, and a cart with nothing ticked', async () => {
    await cartWith(plainVariant(1, (category) => category !== 1).id, 1);
    expect((await setVoucher('KAMARTIDUR15')).body).toMatchObject({ message: 'Voucher KAMARTIDUR15 tidak berlaku untuk produk yang dipilih' });
    expect((await setVoucher('DISKON10', 'web', NEW_TOKEN)).body).toMatchObject({ message: 'Pilih produk yang akan dibeli terlebih dahulu' });
  });

  it('accepts the app-only code from the app, and refuses a form without its fields with 422 naming them', async () => {
    expect((await setVoucher('APPHEMAT75', 'android')).status).toBe(200);
    const empty = await requestMock(api, { method: 'POST', path: 'more/transaction/cart/set-voucher', token: TOKEN, form: new FormData() });
    expect(empty.status).toBe(422);
    expect(Object.keys((empty.body as { errors: object }).errors).sort()).toEqual(['address_code', 'code', 'device', 'payment_code']);
  });
});

describe('GET more/voucher?device=web', () => {
  it('lists the vouchers usable now on the device, soonest to end first', async () => {
    const web = voucherListWire.parse(dataOf(await call('GET', 'more/voucher?device=web')));
    expect(web.map((voucher) => voucher.code)).toEqual(['DISKON10', 'KAMARTIDUR15', 'JATILOKA50', 'HEMAT100', 'BELANJA5JT']);
    expect(web.find((voucher) => voucher.code === 'BELANJA5JT')?.min_purchase).toBe(5_000_000);
    const app = voucherListWire.parse(dataOf(await call('GET', 'more/voucher?device=android')));
    expect(app.map((voucher) => voucher.code)).toContain('APPHEMAT75');
    expect((await call('GET', 'more/voucher?device=tv')).status).toBe(422);
    expect((await call('GET', 'more/voucher', undefined, null)).status).toBe(401);
  });

  it('drops a voucher once the clock passes its end', async () => {
    api.clock.advance(15 * 24 * 3600 * 1000);
    const codes = voucherListWire.parse(dataOf(await call('GET', 'more/voucher?device=web'))).map((voucher) => voucher.code);
    expect(codes).not.toContain('DISKON10');
    expect(codes).toContain('HEMAT100');
  });
});

describe('payments', () => {
  it('GET uni/payment lists the groups; GET uni/payment/list the methods, instalments with tenors of 3, 6 and 12 months', async () => {
    const groups = paymentGroupListWire.parse(dataOf(await call('GET', 'uni/payment', undefined, null)));
    expect(groups.map((group) => group.code)).toEqual(['virtual-account', 'e-wallet', 'credit-card', 'retail']);
    const methods = paymentMethodListWire.parse(dataOf(await call('GET', 'uni/payment/list', undefined, null)));
    expect(methods.find((method) => method.code === 'cc-cicilan')?.tenors.map((tenor) => tenor.months)).toEqual([3, 6, 12]);
    expect(methods.filter((method) => method.group === 'e-wallet').map((method) => method.name)).toEqual(['GoPay', 'OVO', 'DANA', 'ShopeePay']);
    expect(methods.find((method) => method.code === 'bca-va')).toMatchObject({ group_name: 'Transfer Virtual Account', fee: 4_000 });
  });
});

describe('GET uni/shipping-price', () => {
  const options = async (query: string) => shippingOptionListWire.parse(dataOf(await call('GET', `uni/shipping-price?${query}`, undefined, null)));

  it('always offers free shipping first, with no minimum; faster options cost more for more units', async () => {
    const surabaya = await options('city_id=3578&uni_product_variants_id[]=1&quantity[]=1');
    expect(surabaya.map((option) => [option.code, option.price])).toEqual([['jne-jtr:3578', 0], ['jne-reg:3578', 35_000], ['more-sameday:3578', 100_000]]);
    const three = await options('city_id=3578&uni_product_variants_id[]=1&uni_product_variants_id[]=2&quantity[]=1&quantity[]=2');
    expect(three[1]!.price).toBe(35_000 + 2 * 25_000);
    const jakarta = await options('city_id=3171');
    expect(jakarta.map((option) => [option.service, option.price, option.estimate])).toEqual([['Trucking (JTR)', 0, '3-6 hari'], ['Reguler', 90_000, '2-3 hari']]);
    expect(await options('city_id=9171')).toEqual([]);
  });

  it('refuses a missing or unknown city and lists of different lengths with 422', async () => {
    for (const query of ['', 'city_id=0000', 'city_id=35', 'city_id=3578&uni_product_variants_id[]=1']) {
      const answer = await call('GET', `uni/shipping-price?${query}`, undefined, null);
      expect(answer.status, query).toBe(422);
    }
  });
});

describe('GET uni/product/voucher/{id}', () => {
  it('pages the products a voucher applies to', async () => {
    const answer = await call('GET', 'uni/product/voucher/3?per_page=5', undefined, null);
    const page = productListWire.parse(dataOf(answer));
    const bedroom = api.db.products.all().filter((p) => p.categoryId === 1);
    expect(page).toMatchObject({ page: 1, per_page: 5, total: bedroom.length, total_pages: Math.ceil(bedroom.length / 5) });
    const ids = new Set(bedroom.map((p) => p.id));
    expect(page.data.every((product) => ids.has(product.id))).toBe(true);
    const all = productListWire.parse(dataOf(await call('GET', 'uni/product/voucher/1', undefined, null)));
    expect(all.total).toBe(api.db.products.count());
  });

  it('answers 404 for an unknown voucher, and 422 for a wrong page', async () => {
    for (const id of ['999', 'abc', '0']) {
      const answer = await call('GET', `uni/product/voucher/${id}`, undefined, null);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Voucher tidak ditemukan' });
    }
    expect((await call('GET', 'uni/product/voucher/1?page=0', undefined, null)).status).toBe(422);
  });
});

describe('POST more/transaction/order/pre-checkout-summary', () => {
  it('counts items, shipping for the units, the method\'s fee and the voucher, and remembers it', async () => {
    const variant = plainVariant(3);
    const unit = variantsById(api.db).get(variant.id)!;
    const price = Math.round((unit.variant.priceNormal * (100 - unit.variant.discountPercent)) / 100 / 100) * 100;
    const answer = await call('POST', 'more/transaction/order/pre-checkout-summary', order(variant.id, 3, { voucher_code: 'DISKON10' }));
    expect(answer.status).toBe(200);
    const summary = checkoutSummaryWire.parse(dataOf(answer));
    const subtotal = price * 3;
    const discount = Math.min(250_000, Math.floor(subtotal / 10));
    expect(summary).toMatchObject({
      subtotal,
      shipping_cost: 35_000 + 2 * 25_000,
      fee: 4_000,
      discount_amount: discount,
      bill_total: subtotal + 85_000 + 4_000,
      grand_total: subtotal + 89_000 - discount,
      voucher_code: 'DISKON10',
    });
    expect(api.db.checkoutSummaries.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))?.summary.grand_total).toBe(summary.grand_total);
  });

  it('charges an instalment tenor\'s fee, and refuses an instalment without a tenor', async () => {
    const variant = plainVariant(1);
    const withTenor = checkoutSummaryWire.parse(dataOf(await call('POST', 'more/transaction/order/pre-checkout-summary', order(variant.id, 1, { payment_code: 'cc-cicilan', tenor: 6 }))));
    expect(withTenor.fee).toBe(99_000);
    const without = await call('POST', 'more/transaction/order/pre-checkout-summary', order(variant.id, 1, { payment_code: 'cc-cicilan' }));
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({ errors: { tenor: ['Pilih tenor cicilan: 3 bulan, 6 bulan, 12 bulan'] } });
  });

  it('refuses what does not exist with 422 naming the field', async () => {
    const answer = await call('POST', 'more/transaction/order/pre-checkout-summary', {
      ...order(999_999, 1),
      shipping_code: 'kuda:3578',
      payment_code: 'emas',
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: object }).errors).toEqual({
      'items.0.uni_product_variants_id': ['Produk tidak ditemukan'],
      shipping_code: ['Pilihan pengiriman tidak valid'],
      payment_code: ['Metode pembayaran tidak ditemukan'],
    });
    const expired = await call('POST', 'more/transaction/order/pre-checkout-summary', order(plainVariant().id, 1, { voucher_code: 'MERDEKA17' }));
    expect(expired.body).toMatchObject({ message: 'Voucher MERDEKA17 sudah berakhir', errors: { voucher_code: ['Voucher MERDEKA17 sudah berakhir'] } });
    expect((await call('POST', 'more/transaction/order/pre-checkout-summary', { items: [] })).status).toBe(422);
  });
});

describe('POST more/transaction/order (save order)', () => {
  const summarizeThenSave = async (body: Record<string, unknown>, key: string) => {
    await call('POST', 'more/transaction/order/pre-checkout-summary', body);
    return call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': key });
  };

  it('makes the order with ordersn and bill_no, takes its units from stock and its lines out of the cart', async () => {
    const [first, second] = api.db.cartLines.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }));
    const stockBefore = variantsById(api.db).get(second!.variantId)!.variant.stock;
    const answer = await summarizeThenSave(order(second!.variantId, second!.quantity), 'kunci-1');
    expect(answer.status).toBe(200);
    const placed = placedOrderWire.parse(dataOf(answer));
    expect(placed).toMatchObject({ ordersn: 'MORE-20261121-0001', bill_no: 'INV-20261121-0001', status: 'awaiting_payment', pay_before: '2026-11-22T10:00:00+07:00' });
    expect(variantsById(api.db).get(second!.variantId)!.variant.stock).toBe(stockBefore - second!.quantity);
    expect(api.db.cartLines.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id })).map((line) => line.variantId)).toEqual([first!.variantId]);
    expect(api.db.cartNotes.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))?.note).toBe('Mohon dikirim pada sore hari.');
    const made = api.db.orders.findFirst((q) => q.where({ ordersn: placed.ordersn }))!;
    expect(made).toMatchObject({ customerId: DEMO_CUSTOMER.id, payment: { code: 'bca-va', vaNumber: '80142611210001' }, address: { recipient: DEMO_CUSTOMER.name } });
    expect(api.db.checkoutSummaries.count()).toBe(0);
  });

  it('gives each order its own virtual account number, as a bank issues one per bill', async () => {
    const variant = plainVariant(2);
    const first = await summarizeThenSave(order(variant.id, 1), 'kunci-va-1');
    const second = await summarizeThenSave(order(variant.id, 1), 'kunci-va-2');
    const numbers = [first, second].map((answer) => api.db.orders.findFirst((q) => q.where({ ordersn: placedOrderWire.parse(dataOf(answer)).ordersn }))!.payment.vaNumber);
    expect(numbers).toEqual(['80142611210001', '80142611210002']);
    const seeded = api.db.orders.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id })).map((made) => made.payment.vaNumber).filter((va) => va !== null);
    expect(new Set(seeded).size, 'no two orders share an account').toBe(seeded.length);
  });

  it('clears the note when the order empties the cart', async () => {
    const lines = api.db.cartLines.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }));
    const body = { ...order(0, 1), items: lines.map((line) => ({ uni_product_variants_id: line.variantId, id_combo: null, quantity: line.quantity })) };
    expect((await summarizeThenSave(body, 'kunci-semua')).status).toBe(200);
    expect(api.db.cartLines.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }))).toEqual([]);
    expect(api.db.cartNotes.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))?.note).toBe('');
  });

  it('answers the same idempotency key with the same order, never a second one, and takes stock once', async () => {
    const variant = plainVariant(4);
    const before = variant.stock;
    const first = placedOrderWire.parse(dataOf(await summarizeThenSave(order(variant.id, 2), 'kunci-sama')));
    const again = await call('POST', 'more/transaction/order', order(variant.id, 2), TOKEN, { 'Idempotency-Key': 'kunci-sama' });
    expect(again.status).toBe(200);
    expect(placedOrderWire.parse(dataOf(again))).toEqual(first);
    const [x, y] = await Promise.all([
      call('POST', 'more/transaction/order', order(variant.id, 2), TOKEN, { 'Idempotency-Key': 'kunci-sama' }),
      call('POST', 'more/transaction/order', order(variant.id, 2), TOKEN, { 'Idempotency-Key': 'kunci-sama' }),
    ]);
    expect([dataOf(x), dataOf(y)]).toEqual([first, first]);
    expect(api.db.orders.findMany((q) => q.where({ idempotencyKey: 'kunci-sama' }))).toHaveLength(1);
    expect(variantsById(api.db).get(variant.id)!.variant.stock).toBe(before - 2);
    // Another customer's key is theirs alone.
    await cartWith(variant.id, 1, NEW_TOKEN);
    // (The new customer has no address book: their order names none.)
    await call('POST', 'more/transaction/order/pre-checkout-summary', order(variant.id, 1, { address_id: null }), NEW_TOKEN);
    const theirs = await call('POST', 'more/transaction/order', order(variant.id, 1, { address_id: null }), NEW_TOKEN, { 'Idempotency-Key': 'kunci-sama' });
    expect(placedOrderWire.parse(dataOf(theirs)).ordersn).not.toBe(first.ordersn);
  });

  it('answers 403 with a replaced summary when a price changed since the summary; the next save places it', async () => {
    const variant = plainVariant(2);
    const body = order(variant.id, 1);
    const seen = checkoutSummaryWire.parse(dataOf(await call('POST', 'more/transaction/order/pre-checkout-summary', body)));
    await api.db.products.update((q) => q.where((p) => p.variants.some((v) => v.id === variant.id)), {
      data(product) {
        product.variants.find((v) => v.id === variant.id)!.priceNormal += 100_000;
      },
    });
    const refused = await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'kunci-harga' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, message: 'Harga atau stok berubah. Periksa kembali ringkasan pesanan Anda.' });
    const replaced = checkoutSummaryWire.parse(dataOf(refused));
    expect(replaced.subtotal).toBeGreaterThan(seen.subtotal);
    expect(api.db.orders.findMany((q) => q.where({ idempotencyKey: 'kunci-harga' }))).toEqual([]);
    const placed = await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'kunci-harga' });
    expect(placed.status).toBe(200);
    expect(placedOrderWire.parse(dataOf(placed)).grand_total).toBe(replaced.grand_total);
  });

  it('answers 403 when the stock fell below the quantity, the replaced summary counting what is left', async () => {
    const variant = plainVariant(5);
    const body = order(variant.id, 4);
    await call('POST', 'more/transaction/order/pre-checkout-summary', body);
    await api.db.products.update((q) => q.where((p) => p.variants.some((v) => v.id === variant.id)), {
      data(product) {
        product.variants.find((v) => v.id === variant.id)!.stock = 2;
      },
    });
    const refused = await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'kunci-stok' });
    expect(refused.status).toBe(403);
    expect(checkoutSummaryWire.parse(dataOf(refused)).items[0]).toMatchObject({ quantity: 2, valid_stock: 2 });
    const placed = await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'kunci-stok' });
    expect(placed.status).toBe(200);
    expect(api.db.orders.findFirst((q) => q.where({ idempotencyKey: 'kunci-stok' }))?.items[0]?.quantity).toBe(2);
    expect(variantsById(api.db).get(variant.id)!.variant.stock).toBe(0);
  });

  it('answers 403 to a save without any summary first, and places an order other shoppers\' buying leaves unchanged', async () => {
    const variant = plainVariant(6);
    const body = order(variant.id, 1);
    expect((await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'tanpa-ringkasan' })).status).toBe(403);
    await api.db.products.update((q) => q.where((p) => p.variants.some((v) => v.id === variant.id)), {
      data(product) {
        product.variants.find((v) => v.id === variant.id)!.stock -= 1;
      },
    });
    expect((await call('POST', 'more/transaction/order', body, TOKEN, { 'Idempotency-Key': 'tanpa-ringkasan' })).status).toBe(200);
  });

  it("refuses another customer's address or dropshipper with 422 naming the field, in the summary and the save; no order is made", async () => {
    const variant = plainVariant(1);
    const demoAddress = api.db.addresses.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))!;
    const demoDropshipper = api.db.dropshippers.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))!;
    const body = order(variant.id, 1, { address_id: demoAddress.id, dropshipper_id: demoDropshipper.id });
    for (const path of ['more/transaction/order/pre-checkout-summary', 'more/transaction/order']) {
      const answer = await call('POST', path, body, NEW_TOKEN, { 'Idempotency-Key': 'kunci-asing' });
      expect(answer.status, path).toBe(422);
      expect((answer.body as { errors: object }).errors, path).toEqual({ address_id: ['Alamat tidak ditemukan'], dropshipper_id: ['Dropshipper tidak ditemukan'] });
    }
    expect(api.db.orders.findMany((q) => q.where({ customerId: NEW_CUSTOMER.id }))).toEqual([]);
    // The owner's own ids go through.
    expect((await call('POST', 'more/transaction/order/pre-checkout-summary', body)).status).toBe(200);
  });

  it('refuses a save without shipping or payment, a sold-out order, and a caller without a token', async () => {
    const variant = plainVariant(1);
    const missing = await call('POST', 'more/transaction/order', order(variant.id, 1, { shipping_code: null, payment_code: null }));
    expect(missing.status).toBe(422);
    expect((missing.body as { errors: object }).errors).toEqual({
      shipping_code: ['Pilih pengiriman terlebih dahulu'],
      payment_code: ['Pilih metode pembayaran terlebih dahulu'],
    });
    const soldOut = [...api.db.products.all()].find((p) => p.variants.some((v) => v.stock === 0))!.variants.find((v) => v.stock === 0)!;
    const empty = await call('POST', 'more/transaction/order', order(soldOut.id, 1));
    expect(empty.body).toMatchObject({ message: 'Stok produk yang dipesan sudah habis' });
    expect((await call('POST', 'more/transaction/order', order(variant.id, 1), null)).status).toBe(401);
  });
});
