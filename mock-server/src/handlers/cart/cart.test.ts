import { cartWire, comboDealListWire, deliveryCheckWire, pixelEventWire, stockCheckWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { demoCartLines } from '../../seed/cart';
import { variantsById } from './cart-line-wire';

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

const cartOf = async (token = TOKEN) => cartWire.parse(((await call('GET', 'more/transaction/cart', undefined, token)).body as { data: unknown }).data);

/** A variant the catalogue has in stock, with no promotion badge (so nothing forces its quantity). */
const plainVariant = (atLeast = 5, skip: readonly number[] = []) => {
  const product = [...api.db.products.all()]
    .sort((a, b) => a.id - b.id)
    .find((p) => p.promo === null && p.variants.some((v) => v.stock >= atLeast && !skip.includes(v.id)))!;
  return product.variants.find((v) => v.stock >= atLeast && !skip.includes(v.id))!;
};

const saveLine = (id: number, quantity: number, extra: Record<string, unknown> = {}) => ({ id, quantity, is_selected: true, is_reedem: false, id_combo: null, ...extra });

describe('GET more/transaction/cart', () => {
  it('answers the demo customer\'s cart of 2 lines, priced and stocked from the catalogue', async () => {
    const cart = await cartOf();
    expect(cart.r_more_transaction_cart_details).toHaveLength(2);
    expect(cart.note).toBe('Mohon dikirim pada sore hari.');
    const variants = variantsById(api.db);
    for (const line of cart.r_more_transaction_cart_details) {
      const { product, variant } = variants.get(line.id)!;
      expect(line.slug).toBe(product.slug);
      expect(line.valid_stock).toBe(variant.stock);
      expect(line.prices.ho_normal).toBe(variant.priceNormal);
      expect(line.subtotal).toBe(line.valid_price * line.quantity);
      expect(line.subtotal_rp).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
    }
    expect(cart.r_more_transaction_cart_details.map((line) => line.id)).toEqual(demoCartLines(api.db).map((line) => line.variantId));
  });

  it('is empty for a customer with nothing yet, and 401 without a token', async () => {
    expect((await cartOf(NEW_TOKEN)).r_more_transaction_cart_details).toEqual([]);
    const answer = await call('GET', 'more/transaction/cart', undefined, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Silakan login terlebih dahulu' });
  });
});

describe('POST more/transaction/cart (save)', () => {
  it('replaces the customer\'s cart, keeps it per customer, and prices lines itself', async () => {
    const variant = plainVariant();
    const answer = await call('POST', 'more/transaction/cart', {
      note: 'Titip di pos satpam',
      r_more_transaction_cart_details: [saveLine(variant.id, 3, { valid_price: 1, subtotal: 3 })],
    }, NEW_TOKEN);
    expect(answer.status).toBe(200);
    const cart = await cartOf(NEW_TOKEN);
    expect(cart.note).toBe('Titip di pos satpam');
    expect(cart.r_more_transaction_cart_details).toHaveLength(1);
    expect(cart.r_more_transaction_cart_details[0]).toMatchObject({ id: variant.id, quantity: 3 });
    expect(cart.r_more_transaction_cart_details[0]!.valid_price).toBeGreaterThan(1);
    expect((await cartOf()).r_more_transaction_cart_details).toHaveLength(2);
  });

  it('keeps a line bought once (a free-gift product) at quantity 1, and merges a line sent twice', async () => {
    const gift = [...api.db.products.all()].find((p) => p.promo?.type === 'GRATIS' && p.variants[0]!.stock > 1)!;
    const plain = plainVariant();
    await call('POST', 'more/transaction/cart', {
      r_more_transaction_cart_details: [saveLine(gift.variants[0]!.id, 3), saveLine(plain.id, 1), saveLine(plain.id, 2)],
    });
    const lines = (await cartOf()).r_more_transaction_cart_details;
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([[gift.variants[0]!.id, 1], [plain.id, 2]]);
    expect(lines[0]!.get_free).toMatchObject({ is_multiple_buy: false });
  });

  it('prices a combo line at the combo price and a reward line at nothing', async () => {
    const plain = plainVariant();
    await call('POST', 'more/transaction/cart', {
      r_more_transaction_cart_details: [saveLine(plain.id, 1, { id_combo: 9 }), saveLine(plain.id, 1, { is_reedem: true })],
    });
    const [combo, reward] = (await cartOf()).r_more_transaction_cart_details;
    expect(combo).toMatchObject({ id_combo: 9, is_get_combo: true });
    expect(combo!.get_combo!.combo_price).toBe(combo!.valid_price);
    expect(combo!.valid_price).toBeLessThan(combo!.prices.ho_more);
    expect(reward).toMatchObject({ is_reedem: true, valid_price: 0 });
  });

  it('charges the partner of a Kombo Hemat deal the combo price the deal advertises (GET uni/product/combo), and its own limit', async () => {
    const deals = comboDealListWire.parse(((await call('GET', 'uni/product/combo', undefined, null)).body as { data: unknown }).data);
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      await call('POST', 'more/transaction/cart', { r_more_transaction_cart_details: [saveLine(deal.free_uni_product_variants_id, 2, { id_combo: deal.id })] });
      const [line] = (await cartOf()).r_more_transaction_cart_details;
      expect(line).toMatchObject({ id_combo: deal.id, valid_price: deal.combo_price, get_combo: { combo_price: deal.combo_price, is_multiple_buy: deal.is_multiple_buy } });
      expect(line!.quantity).toBe(deal.is_multiple_buy ? Math.min(2, line!.valid_stock) : 1);
    }
  });

  it('charges a product that brings a free item its own price: the item is what is free, not the line', async () => {
    const lines = (await cartOf()).r_more_transaction_cart_details;
    const giftLine = lines.find((line) => line.get_free !== null)!;
    expect(giftLine.valid_price).toBe(giftLine.prices.ho_more);
    expect(giftLine.subtotal).toBeGreaterThan(0);
  });

  it('refuses quantity 0 and unknown variants with 422 naming each field in Indonesian, changing nothing', async () => {
    const zero = await call('POST', 'more/transaction/cart', { r_more_transaction_cart_details: [saveLine(plainVariant().id, 0)] });
    expect(zero.status).toBe(422);
    expect(zero.body).toEqual({
      success: false,
      message: 'Data yang dikirim tidak valid',
      errors: { 'r_more_transaction_cart_details.0.quantity': ['r_more_transaction_cart_details.0.quantity minimal 1'] },
    });
    const unknown = await call('POST', 'more/transaction/cart', { r_more_transaction_cart_details: [saveLine(999_999, 1)] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { 'r_more_transaction_cart_details.0.id': ['Produk tidak ditemukan'] } });
    const malformed = await requestMock(api, { method: 'POST', path: 'more/transaction/cart', token: TOKEN, rawBody: '{"r_more', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await cartOf()).r_more_transaction_cart_details).toHaveLength(2);
  });
});

describe('stock checks', () => {
  it('check-stock fails an item whose quantity exceeds the stock and says which', async () => {
    const variant = plainVariant(3);
    const answer = await call('POST', 'more/transaction/cart/check-stock', {
      items: [
        { uni_product_variants_id: variant.id, id_combo: null, is_reedem: false, quantity: variant.stock },
        { uni_product_variants_id: variant.id, id_combo: 4, is_reedem: false, quantity: variant.stock + 1 },
      ],
    });
    expect(answer.status).toBe(200);
    const check = stockCheckWire.parse((answer.body as { data: unknown }).data);
    expect(check.all_sufficient).toBe(false);
    expect(check.items.map((item) => [item.id_combo, item.sufficient, item.valid_stock])).toEqual([[null, true, variant.stock], [4, false, variant.stock]]);
    expect((answer.body as { message: string }).message).toMatch(/^Stok tidak mencukupi untuk: /);
  });

  it('multiple-check-stock answers every item, an unknown variant with no stock', async () => {
    const variant = plainVariant(2);
    const answer = await call('POST', 'more/transaction/cart/multiple-check-stock', {
      items: [{ uni_product_variants_id: variant.id, id_combo: null, quantity: 2 }, { uni_product_variants_id: 999_999, id_combo: null, quantity: 1 }],
    });
    const check = stockCheckWire.parse((answer.body as { data: unknown }).data);
    expect(check.items.map((item) => item.sufficient)).toEqual([true, false]);
    expect(check.items[1]!.valid_stock).toBe(0);
    expect((await call('POST', 'more/transaction/cart/multiple-check-stock', { items: [{ quantity: 1 }] })).status).toBe(422);
  });
});

describe('ticking lines', () => {
  it('check-product toggles one line; check-product-all sets every line', async () => {
    const [first, second] = (await cartOf()).r_more_transaction_cart_details;
    await call('POST', 'more/transaction/cart/check-product', { uni_product_variants_id: first!.id, id_combo: null });
    expect((await cartOf()).r_more_transaction_cart_details.map((line) => line.is_selected)).toEqual([false, true]);
    await call('POST', 'more/transaction/cart/check-product', { uni_product_variants_id: first!.id, id_combo: null });
    expect((await cartOf()).r_more_transaction_cart_details[0]!.is_selected).toBe(true);
    await call('POST', 'more/transaction/cart/check-product-all', { is_selected: false });
    expect((await cartOf()).r_more_transaction_cart_details.every((line) => !line.is_selected)).toBe(true);
    await call('POST', 'more/transaction/cart/check-product-all', { is_selected: 1 });
    expect((await cartOf()).r_more_transaction_cart_details.every((line) => line.is_selected)).toBe(true);
    expect(second).toBeDefined();
  });

  it('answers 404 for a line not in the cart and 422 for a wrong flag', async () => {
    const missing = await call('POST', 'more/transaction/cart/check-product', { uni_product_variants_id: 999_999, id_combo: null });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Produk tidak ada di keranjang' });
    const wrong = await call('POST', 'more/transaction/cart/check-product-all', { is_selected: 'ya' });
    expect(wrong.status).toBe(422);
  });
});

describe('pixel, action and check-location', () => {
  it('records a pixel event and answers its id', async () => {
    const answer = await call('POST', 'more/transaction/cart/pixel', {
      event_name: 'AddToCart',
      contents: [{ id: 5, quantity: 1, item_price: 1_250_000 }],
      value: 1_250_000,
      currency: 'IDR',
    });
    expect(pixelEventWire.parse((answer.body as { data: unknown }).data).event_id).toBe('px-1-1');
    expect(api.db.cartPixelEvents.all()).toHaveLength(1);
    expect((await call('POST', 'more/transaction/cart/pixel', { event_name: 'Beli', contents: [], value: 0 })).status).toBe(422);
  });

  it('records an action with the ip sent, or the forwarded address when none is sent', async () => {
    const variant = plainVariant();
    await call('POST', 'more/transaction/cart/action', { browser: 'Mozilla/5.0 (Android 14)', product: variant.id, type: 'add', ip: null });
    await requestMock(api, {
      method: 'POST',
      path: 'more/transaction/cart/action',
      token: TOKEN,
      json: { browser: 'Firefox', product: variant.id, type: 'remove', ip: null },
      headers: { 'x-forwarded-for': '36.72.10.5, 10.0.0.1' },
    });
    expect(api.db.cartActions.all().map((action) => [action.type, action.ip])).toEqual([['add', null], ['remove', '36.72.10.5']]);
    const unknown = await call('POST', 'more/transaction/cart/action', { browser: 'x', product: 999_999, type: 'add', ip: null });
    expect(unknown.body).toMatchObject({ errors: { product: ['Produk tidak ditemukan'] } });
  });

  it('check-location answers delivery to the city asked, or to the customer\'s saved location', async () => {
    const saved = deliveryCheckWire.parse(((await call('POST', 'more/transaction/cart/check-location', { city_id: null })).body as { data: unknown }).data);
    expect(saved).toMatchObject({ city_id: '3578', city_name: 'KOTA SURABAYA', deliverable: true, estimate: '1-2 hari' });
    const papua = deliveryCheckWire.parse(((await call('POST', 'more/transaction/cart/check-location', { city_id: '9171' })).body as { data: unknown }).data);
    expect(papua).toMatchObject({ deliverable: false, estimate: null, message: `Maaf, pengiriman ke ${papua.city_name} belum tersedia` });
    const none = await call('POST', 'more/transaction/cart/check-location', {}, NEW_TOKEN);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ message: 'Lokasi belum dipilih' });
    expect((await call('POST', 'more/transaction/cart/check-location', { city_id: '0000' })).body).toMatchObject({ errors: { city_id: ['city_id tidak dikenal'] } });
  });
});

describe('the variant index the cart calls share', () => {
  it('is kept between calls, and sees a product changed, added or reset in the catalogue', async () => {
    const first = variantsById(api.db);
    expect(variantsById(api.db)).toBe(first);

    const variant = plainVariant();
    const seededStock = variant.stock;
    const product = api.db.products.all().find((p) => p.variants.some((v) => v.id === variant.id))!;
    await api.db.products.update((q) => q.where({ id: product.id }), {
      data: (p) => void (p.variants.find((v) => v.id === variant.id)!.stock = 1),
    });
    expect(variantsById(api.db).get(variant.id)!.variant.stock).toBe(1);
    const check = await call('POST', 'more/transaction/cart/check-stock', { items: [{ uni_product_variants_id: variant.id, id_combo: null, is_reedem: false, quantity: 2 }] });
    expect(JSON.stringify(check.body)).toContain('"valid_stock":1');

    await api.reset();
    expect(variantsById(api.db).get(variant.id)!.variant.stock).toBe(seededStock);
  });
});
