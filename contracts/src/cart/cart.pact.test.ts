import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCartApi, HttpCartSignalsApi } from '@more/adapters';
import { cartLineKey } from '@more/core';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { cartLineOf, inStock, NIGHTSTAND, WARDROBE } from './cart-fixtures';
import { cartBody, cartLine, itemStock, refused, savedLine } from './cart-matchers';
import { ok } from '../matchers';

const { boolean, regex, string } = MatchersV3;

const LOGGED_IN = 'the demo customer is logged in';
const IN_STOCK = 'product variants are in stock';
const CART_OF_2 = 'the demo customer has 2 lines in the cart';
const NOTE = 'Mohon dikirim pada sore hari.';
/** The demo customer's cart in these interactions: two wardrobes and a nightstand, both ticked. */
const cartOf2 = { lines: [{ variantId: WARDROBE.variantId, quantity: 2 }, { variantId: NIGHTSTAND.variantId, quantity: 1 }], note: NOTE };

const cartApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpCartApi(storeApiAt(url, token));
const signals = (url: string) => new HttpCartSignalsApi(storeApiAt(url, DEMO_TOKEN));

describe('cart: GET more/transaction/cart', () => {
  it('reads the demo customer\'s cart as core cart lines', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given(CART_OF_2, cartOf2)
      .uponReceiving('a request for the demo customer\'s cart')
      .withRequest('GET', '/more/transaction/cart', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(cartBody(NOTE, [cartLine(WARDROBE, 2), cartLine(NIGHTSTAND, 1)]))))
      .executeTest(async (server) => {
        expect(await cartApi(server.url).load()).toEqual({ lines: [cartLineOf(WARDROBE, 2), cartLineOf(NIGHTSTAND, 1)], note: NOTE });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the cart without a token')
      .withRequest('GET', '/more/transaction/cart')
      .willRespondWith(401, (response) => response.jsonBody(refused('Silakan login terlebih dahulu')))
      .executeTest(async (server) => {
        await expect(cartApi(server.url, null).load()).rejects.toMatchObject({
          kind: 'unauthorized',
          call: 'GET more/transaction/cart',
          details: { status: 401 },
        });
      });
  });
});

describe('cart: POST more/transaction/cart', () => {
  it('saves the cart with the lines the shopper changed (r_more_transaction_cart_details)', async () => {
    const note = 'Lantai 3, mohon telepon dulu';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given(CART_OF_2, cartOf2)
      .uponReceiving('a save of the cart with one wardrobe and the nightstand unticked')
      .withRequest('POST', '/more/transaction/cart', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({
          note,
          r_more_transaction_cart_details: [savedLine(WARDROBE, 1, true), savedLine(NIGHTSTAND, 1, false)],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(cartBody(note, [cartLine(WARDROBE, 1, true), cartLine(NIGHTSTAND, 1, false)]), 'Keranjang disimpan')),
      )
      .executeTest(async (server) => {
        const cart = { lines: [cartLineOf(WARDROBE, 1), cartLineOf(NIGHTSTAND, 1, false)], note };
        await expect(cartApi(server.url).save(cart)).resolves.toBeUndefined();
      });
  });

  it('refuses a line of quantity 0 (422, naming the field)', async () => {
    const field = 'r_more_transaction_cart_details.0.quantity';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE))
      .uponReceiving('a save of the cart with a line of quantity 0')
      .withRequest('POST', '/more/transaction/cart', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ note: '', r_more_transaction_cart_details: [savedLine(WARDROBE, 0, true)] }),
      )
      .willRespondWith(422, (response) => response.jsonBody(refused('Data yang dikirim tidak valid', { [field]: `${field} minimal 1` })))
      .executeTest(async (server) => {
        await expect(cartApi(server.url).save({ lines: [cartLineOf(WARDROBE, 0)], note: '' })).rejects.toMatchObject({
          kind: 'rejected',
          call: 'POST more/transaction/cart',
          details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' },
        });
      });
  });
});

describe('cart: POST more/transaction/cart/check-stock', () => {
  it('answers the key of the line whose quantity the stock cannot cover', async () => {
    const scarce = { ...NIGHTSTAND, stock: 3 };
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, scarce))
      .uponReceiving('a stock check of 2 wardrobes and 4 nightstands, of which 3 are in stock')
      .withRequest('POST', '/more/transaction/cart/check-stock', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({
          items: [
            { uni_product_variants_id: WARDROBE.variantId, id_combo: null, is_reedem: false, quantity: 2 },
            { uni_product_variants_id: NIGHTSTAND.variantId, id_combo: null, is_reedem: false, quantity: 4 },
          ],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            { all_sufficient: boolean(false), items: [itemStock(WARDROBE, 2, 5), itemStock(NIGHTSTAND, 4, 3)] },
            `Stok tidak mencukupi untuk: ${NIGHTSTAND.nameLong}`,
          ),
        ),
      )
      .executeTest(async (server) => {
        const short = cartLineOf(scarce, 4);
        expect(await cartApi(server.url).checkStock([cartLineOf(WARDROBE, 2), short])).toEqual([cartLineKey(short)]);
      });
  });
});

describe('cart: POST more/transaction/cart/multiple-check-stock', () => {
  it('answers the stock of items for buy again', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE))
      .uponReceiving('a stock check of one wardrobe to buy again')
      .withRequest('POST', '/more/transaction/cart/multiple-check-stock', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ items: [{ uni_product_variants_id: WARDROBE.variantId, id_combo: null, quantity: 1 }] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok({ all_sufficient: boolean(true), items: [itemStock(WARDROBE, 1, 5)] }, 'Stok tersedia')),
      )
      .executeTest(async (server) => {
        const stock = await cartApi(server.url).checkStockOfItems([{ variantId: WARDROBE.variantId, comboId: null, quantity: 1 }]);
        expect(stock).toEqual([{ variantId: WARDROBE.variantId, comboId: null, validStock: 5, stockAvailable: 5, sufficient: true }]);
      });
  });
});

describe('cart: POST more/transaction/cart/check-product, check-product-all', () => {
  it('unticks one line (uni_product_variants_id, id_combo)', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given(CART_OF_2, cartOf2)
      .uponReceiving('a tick of the wardrobe line, which is ticked')
      .withRequest('POST', '/more/transaction/cart/check-product', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ uni_product_variants_id: WARDROBE.variantId, id_combo: null }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(cartBody(NOTE, [cartLine(WARDROBE, 2, false), cartLine(NIGHTSTAND, 1, true)]), 'Produk tidak dipilih')),
      )
      .executeTest(async (server) => {
        await expect(cartApi(server.url).checkProduct({ variantId: WARDROBE.variantId, comboId: null })).resolves.toBeUndefined();
      });
  });

  it('unticks every line (is_selected)', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given(CART_OF_2, cartOf2)
      .uponReceiving('an untick of every line of the cart')
      .withRequest('POST', '/more/transaction/cart/check-product-all', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ is_selected: false }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(cartBody(NOTE, [cartLine(WARDROBE, 2, false), cartLine(NIGHTSTAND, 1, false)]), 'Semua produk tidak dipilih')),
      )
      .executeTest(async (server) => {
        await expect(cartApi(server.url).checkAllSelected(false)).resolves.toBeUndefined();
      });
  });
});

describe('cart signals: POST more/transaction/cart/pixel, action, check-location', () => {
  it('sends an AddToCart pixel event and reads its event id', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('an AddToCart pixel event for 2 wardrobes')
      .withRequest('POST', '/more/transaction/cart/pixel', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({
          event_name: 'AddToCart',
          contents: [{ id: WARDROBE.variantId, quantity: 2, item_price: WARDROBE.price }],
          value: 2 * WARDROBE.price,
          currency: 'IDR',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(ok({ event_id: string('px-1-1') }, 'Event pixel diterima')))
      .executeTest(async (server) => {
        const event = { event: 'AddToCart', lines: [{ variantId: WARDROBE.variantId, quantity: 2, unitPrice: WARDROBE.price }] } as const;
        expect(await signals(server.url).sendPixelEvent(event)).toBe('px-1-1');
      });
  });

  it('records that the shopper added a line (browser, product, type, ip)', async () => {
    const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE))
      .uponReceiving('a cart action: the wardrobe was added')
      .withRequest('POST', '/more/transaction/cart/action', (request) =>
        // The storefront never looks up its public address: ip is null and the server reads the connection's.
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ browser: string(browser), product: WARDROBE.variantId, type: 'add', ip: null }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Aksi keranjang dicatat'), data: null }))
      .executeTest(async (server) => {
        await expect(signals(server.url).recordAction({ type: 'add', variantId: WARDROBE.variantId, browser, ip: null })).resolves.toBeUndefined();
      });
  });

  it('checks that the cart can be delivered to Surabaya', async () => {
    const message = 'Produk dapat dikirim ke KOTA SURABAYA, gratis ongkir tanpa minimum belanja (1-2 hari)';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .uponReceiving('a delivery check of the cart to city 3578 (Surabaya)')
      .withRequest('POST', '/more/transaction/cart/check-location', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ city_id: '3578' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            {
              city_id: regex(/^\d{4}$/, '3578'),
              city_name: string('KOTA SURABAYA'),
              deliverable: boolean(true),
              estimate: string('1-2 hari'),
              message: string(message),
            },
            message,
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await signals(server.url).checkLocation('3578')).toEqual({
          cityId: '3578',
          cityName: 'KOTA SURABAYA',
          deliverable: true,
          estimate: '1-2 hari',
          message,
        });
      });
  });
});
