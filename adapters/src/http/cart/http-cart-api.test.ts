import { type CartLine, StoreFailure, cartLineKey } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { toCart, toCartLine, toCartLineWire, toCartWire } from './cart.mapper';
import { cartLineWire, cartWire } from './cart.wire';
import { HttpCartApi } from './http-cart-api';
import { HttpCartSignalsApi } from './http-cart-signals';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;
let token: string | null = 'demo-token';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo-token', mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, 'new-token', mock.clock.unixSeconds());
  server.resetHandlers(...mock.handlers);
  token = 'demo-token';
});

const storeApi = () => createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token });

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.-]{0,30}[A-Za-z0-9]$/);
const id = fc.integer({ min: 1, max: 2_000_000 });
const rupiah = fc.integer({ min: 0, max: 500_000_000 });

/** Any cart line the core can hold: quantities at least 1, bundle parts counted for the line's quantity. */
const cartLines: fc.Arbitrary<CartLine> = fc
  .record({
    variantId: id,
    slug: name,
    nameLong: name,
    nameShort: name,
    image: fc.option(fc.record({ url: fc.webUrl(), alt: name }), { nil: null }),
    unitPrice: rupiah,
    normalPrice: rupiah,
    quantity: fc.integer({ min: 1, max: 999 }),
    stockAvailable: fc.nat(10_000),
    validStock: fc.nat(10_000),
    selected: fc.boolean(),
    isRedeem: fc.boolean(),
    comboId: fc.option(id, { nil: null }),
    parts: fc.array(fc.record({ variantId: id, name, quantityPerBundle: fc.integer({ min: 1, max: 8 }) }), { maxLength: 4 }),
    flashSale: fc.option(fc.record({ price: rupiah, endsAt: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: null }) }), { nil: null }),
    freeGift: fc.option(
      fc.record({ allowsMultiple: fc.boolean(), freeType: fc.option(fc.string(), { nil: null }), freeVariantId: fc.option(id, { nil: null }) }),
      { nil: null },
    ),
    preOrder: fc.option(fc.record({ estimate: fc.option(fc.string(), { nil: null }) }), { nil: null }),
    combo: fc.option(fc.record({ price: rupiah, allowsMultiple: fc.boolean() }), { nil: null }),
  })
  .map(({ parts, ...line }) => ({ ...line, bundle: parts.map((part) => ({ ...part, quantity: part.quantityPerBundle * line.quantity })) }));

describe('cart line mapping (core CartLine ⇄ r_more_transaction_cart_details)', () => {
  it('round-trips every cart line through the wire, and writes lines the wire schema accepts', () => {
    fc.assert(
      fc.property(cartLines, (line) => {
        const wire = toCartLineWire(line);
        expect(cartLineWire.safeParse(wire).success).toBe(true);
        expect(toCartLine(cartLineWire.parse(wire))).toEqual(line);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips a whole cart with its note', () => {
    fc.assert(
      fc.property(fc.array(cartLines, { maxLength: 5 }), fc.string({ maxLength: 40 }), (lines, note) => {
        const cart = { lines, note };
        expect(toCart(cartWire.parse(toCartWire(cart)))).toEqual(cart);
      }),
    );
  });

  it('writes the derived fields as the server does: texts, subtotal, the discount, the flags', () => {
    const wire = toCartLineWire({
      variantId: 7, slug: 's', nameLong: 'Sofa L', nameShort: 'Sofa', image: null, unitPrice: 2_700_000, normalPrice: 3_000_000, quantity: 2,
      stockAvailable: 5, validStock: 4, selected: true, isRedeem: false, comboId: 3, bundle: [], flashSale: null, freeGift: null, preOrder: null, combo: null,
    });
    expect(wire).toMatchObject({
      valid_price_rp: 'Rp2.700.000',
      subtotal: 5_400_000,
      subtotal_rp: 'Rp5.400.000',
      is_get_combo: true,
      prices: { ho_normal_rp: 'Rp3.000.000', ho_more: 2_700_000, more_discount: 10, more_discount_price: 300_000 },
    });
  });

  it('gives an image without alt text the line\'s long name, and reads missing promotion infos as none', () => {
    const line = toCartLine(cartLineWire.parse({ ...toCartLineWire({
      variantId: 1, slug: 's', nameLong: 'Kursi Rotan', nameShort: 'Kursi', image: { url: 'http://x/1.svg', alt: 'a' }, unitPrice: 1, normalPrice: 1, quantity: 1,
      stockAvailable: 1, validStock: 1, selected: false, isRedeem: true, comboId: null, bundle: [], flashSale: null, freeGift: null, preOrder: null, combo: null,
    }), image: { image_url: 'http://x/1.svg', alt_text: null }, flash_sale: undefined, get_free: undefined }));
    expect(line.image).toEqual({ url: 'http://x/1.svg', alt: 'Kursi Rotan' });
    expect([line.flashSale, line.freeGift, line.isRedeem]).toEqual([null, null, true]);
  });
});

describe('HttpCartApi against the mock API', () => {
  it('loads the demo customer\'s cart as core cart lines', async () => {
    const cart = await new HttpCartApi(storeApi()).load();
    expect(cart.lines).toHaveLength(2);
    expect(cart.note).toBe('Mohon dikirim pada sore hari.');
    for (const line of cart.lines) {
      expect(line.quantity).toBeGreaterThanOrEqual(1);
      expect(line.quantity).toBeLessThanOrEqual(line.validStock);
      expect(line.image?.url).toMatch(/^http:\/\/store\.test\/media\/products\/\d+\/1\.svg$/);
    }
  });

  it('saves a cart and loads it back as it was saved', async () => {
    const api = new HttpCartApi(storeApi());
    const loaded = await api.load();
    const changed = { lines: [{ ...loaded.lines[1]!, quantity: 1, selected: false }, loaded.lines[0]!], note: 'Lantai 3' };
    await api.save(changed);
    const again = await api.load();
    expect(again.note).toBe('Lantai 3');
    expect(again.lines.map((line) => [line.variantId, line.quantity, line.selected])).toEqual([
      [loaded.lines[0]!.variantId, loaded.lines[0]!.quantity, true],
      [loaded.lines[1]!.variantId, 1, false],
    ]);
    // Saving what was loaded changes nothing: the server's cart round-trips through the adapter.
    await api.save(again);
    expect(await api.load()).toEqual(again);
  });

  it('sends the save with keepalive, so the save made as the page hides arrives after it has gone', async () => {
    const sent: Request[] = [];
    const api = new HttpCartApi(
      createStoreApi({
        baseUrl: BASE,
        retry: 0,
        accessToken: () => token,
        fetch: (input, init) => {
          const request = new Request(input, init);
          sent.push(request.clone());
          return fetch(request);
        },
      }),
    );
    await api.save(await api.load());
    await api.load();
    expect(sent.map((request) => [request.method, request.keepalive])).toEqual([
      ['GET', false],
      ['POST', true],
      ['GET', false],
    ]);
  });

  it('answers the keys of the lines whose quantity the stock cannot cover', async () => {
    const api = new HttpCartApi(storeApi());
    const [first, second] = (await api.load()).lines;
    const tooMany = { ...second!, quantity: second!.validStock + 1 };
    expect(await api.checkStock([first!, tooMany])).toEqual([cartLineKey(tooMany)]);
    expect(await api.checkStock([first!])).toEqual([]);
  });

  it('checks the stock of several items for buy again', async () => {
    const api = new HttpCartApi(storeApi());
    const [line] = (await api.load()).lines;
    const stock = await api.checkStockOfItems([
      { variantId: line!.variantId, comboId: null, quantity: 1 },
      { variantId: line!.variantId, comboId: 5, quantity: line!.validStock + 1 },
    ]);
    expect(stock).toEqual([
      { variantId: line!.variantId, comboId: null, validStock: line!.validStock, stockAvailable: line!.stockAvailable, sufficient: true },
      { variantId: line!.variantId, comboId: 5, validStock: line!.validStock, stockAvailable: line!.stockAvailable, sufficient: false },
    ]);
  });

  it('ticks one line and then every line on the server', async () => {
    const api = new HttpCartApi(storeApi());
    const [first] = (await api.load()).lines;
    await api.checkProduct({ variantId: first!.variantId, comboId: null });
    expect((await api.load()).lines.map((line) => line.selected)).toEqual([false, true]);
    await api.checkAllSelected(false);
    expect((await api.load()).lines.map((line) => line.selected)).toEqual([false, false]);
  });

  it('fails as the session rules need: 401 without a token, a refusal naming the field for quantity 0', async () => {
    token = null;
    await expect(new HttpCartApi(storeApi()).load()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/transaction/cart' });
    token = 'demo-token';
    const api = new HttpCartApi(storeApi());
    const [line] = (await api.load()).lines;
    const failure = await api.save({ lines: [{ ...line!, quantity: 0 }], note: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(failure).toMatchObject({ kind: 'rejected', details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' } });
  });
});

describe('HttpCartSignalsApi against the mock API', () => {
  it('sends a pixel event, records an action, and checks delivery to the saved location', async () => {
    const signals = new HttpCartSignalsApi(storeApi());
    const [line] = (await new HttpCartApi(storeApi()).load()).lines;
    expect(await signals.sendPixelEvent({ event: 'AddToCart', lines: [{ variantId: line!.variantId, quantity: 2, unitPrice: 1_000 }] })).toBe('px-1-1');
    expect(mock.db.cartPixelEvents.all()[0]).toMatchObject({ eventName: 'AddToCart', value: 2_000 });
    await signals.recordAction({ type: 'add', variantId: line!.variantId, browser: 'Mozilla/5.0', ip: null });
    expect(mock.db.cartActions.all()[0]).toMatchObject({ type: 'add', variantId: line!.variantId, browser: 'Mozilla/5.0' });
    expect(await signals.checkLocation(null)).toMatchObject({ cityId: '3578', cityName: 'KOTA SURABAYA', deliverable: true, estimate: '1-2 hari' });
    expect(await signals.checkLocation('9171')).toMatchObject({ deliverable: false, estimate: null });
  });
});
