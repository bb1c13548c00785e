import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCheckoutApi } from '@more/adapters';
import { type CheckoutOrder, voucherRequest } from '@more/core';
import { describe, expect, it } from 'vitest';
import { inStock, NIGHTSTAND, WARDROBE } from '../cart/cart-fixtures';
import { refused } from '../cart/cart-matchers';
import { productCard } from '../catalogue/product-matchers';
import { formFields } from '../account/form-body';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { checkoutSummary, coreSummary, type SummaryExample, voucher } from './checkout-matchers';
import { imageUrl, ok, wibTime } from '../matchers';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;

const LOGGED_IN = 'the demo customer is logged in';
const IN_STOCK = 'product variants are in stock';
const VOUCHER_USABLE = 'a voucher can be used';
const PAYMENTS = 'the store offers virtual accounts and card instalments';
const ADDRESS = 'the demo customer has an address';

const checkoutApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpCheckoutApi(storeApiAt(url, token));

/** The demo customer's cart: two wardrobes and a nightstand. */
const cartOf2 = { lines: [{ variantId: WARDROBE.variantId, quantity: 2 }, { variantId: NIGHTSTAND.variantId, quantity: 1 }], note: '' };

/**
 * The order of the summary and save interactions: the cart's two lines to
 * address 101 (Surabaya) by JNE Trucking (free), paid by BCA Virtual Account
 * (fee Rp4.000), with voucher DISKON10 (10%, at most Rp250.000).
 */
const ORDER: CheckoutOrder = {
  items: [
    { variantId: WARDROBE.variantId, quantity: 2, comboId: null },
    { variantId: NIGHTSTAND.variantId, quantity: 1, comboId: null },
  ],
  shipping: { addressId: 101, option: { code: 'jne-jtr:3578', courier: 'JNE', service: 'Trucking (JTR)', price: 0, estimate: '1-2 hari' } },
  dropship: null,
  payment: { methodCode: 'bca-va', instalment: false, tenor: null, fee: 4_000 },
  note: 'Mohon dikirim pada sore hari.',
  voucherCode: 'DISKON10',
};

/** ORDER as the summary and the save send it (adapters' checkoutOrderBodyWire). */
const ORDER_BODY = {
  items: [
    { uni_product_variants_id: WARDROBE.variantId, id_combo: null, quantity: 2 },
    { uni_product_variants_id: NIGHTSTAND.variantId, id_combo: null, quantity: 1 },
  ],
  address_id: 101,
  shipping_code: 'jne-jtr:3578',
  payment_code: 'bca-va',
  tenor: null,
  dropshipper_id: null,
  note: 'Mohon dikirim pada sore hari.',
  voucher_code: 'DISKON10',
};

const SUMMARY: SummaryExample = {
  items: [
    [WARDROBE, 2],
    [NIGHTSTAND, 1],
  ],
  shippingCost: 0,
  fee: 4_000,
  discount: 250_000,
  voucherCode: 'DISKON10',
};

/** The order's data on the provider: the address, the variants' stock and prices, the voucher and the payment method. */
const orderStates = (interaction: ReturnType<ReturnType<typeof storeApiPact>['addInteraction']>) =>
  interaction
    .given(LOGGED_IN)
    .given(ADDRESS, { id: 101 })
    .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
    .given(VOUCHER_USABLE, { code: 'DISKON10' })
    .given(PAYMENTS);

/** A random UUID, as the storefront makes one per submit (crypto.randomUUID); the examples are fixed. */
const idempotencyKey = (example: string) => regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, example);

/** set-voucher's form fields (document 2: code, address_code, payment_code, device), as the storefront sends them. */
const voucherForm = (code: string) =>
  formFields({
    code: { example: code, pattern: /^[A-Z0-9]+$/ },
    address_code: { example: '54', pattern: /^54$/ },
    payment_code: { example: '1', pattern: /^1$/ },
    device: { example: 'web', pattern: /^web$/ },
  });

describe('checkout: POST more/transaction/cart/set-voucher (form)', () => {
  it('applies a voucher to the cart and reads potongan and grandTotalDiskon', async () => {
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given('the demo customer has 2 lines in the cart', cartOf2)
      .given(VOUCHER_USABLE, { code: 'DISKON10' })
      .uponReceiving('voucher DISKON10 for the demo customer\'s cart')
      .withRequest('POST', '/more/transaction/cart/set-voucher', (request) => voucherForm('DISKON10')(request).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({ code: string('DISKON10'), potongan: integer(250_000), grandTotalDiskon: integer(11_823_900) }, 'Voucher DISKON10 berhasil digunakan'),
        ),
      )
      .executeTest(async (server) => {
        const applied = await checkoutApi(server.url).setVoucher(voucherRequest(' diskon10 ')!);
        expect(applied).toEqual({ code: 'DISKON10', discount: 250_000, grandTotalAfterDiscount: 11_823_900 });
      });
  });

  it('is refused for an expired code (422, with the server\'s message)', async () => {
    const message = 'Voucher MERDEKA17 sudah berakhir';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .given('the demo customer has 2 lines in the cart', cartOf2)
      .given('a voucher has expired', { code: 'MERDEKA17' })
      .uponReceiving('voucher MERDEKA17, which has expired')
      .withRequest('POST', '/more/transaction/cart/set-voucher', (request) => voucherForm('MERDEKA17')(request).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(422, (response) => response.jsonBody(refused(message, { code: message })))
      .executeTest(async (server) => {
        await expect(checkoutApi(server.url).setVoucher(voucherRequest('merdeka17')!)).rejects.toMatchObject({
          kind: 'rejected',
          call: 'POST more/transaction/cart/set-voucher',
          details: { status: 422, serverMessage: message },
        });
      });
  });

  it('is refused for a cart under the voucher\'s minimum spend (422, with the server\'s message)', async () => {
    const message = 'Minimal belanja Rp5.000.000 untuk menggunakan voucher BELANJA5JT';
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(IN_STOCK, inStock(NIGHTSTAND))
      .given('the demo customer has 1 line in the cart', { lines: [{ variantId: NIGHTSTAND.variantId, quantity: 1 }], note: '' })
      .given(VOUCHER_USABLE, { code: 'BELANJA5JT' })
      .uponReceiving('voucher BELANJA5JT for a cart of Rp413.900, under its minimum of Rp5.000.000')
      .withRequest('POST', '/more/transaction/cart/set-voucher', (request) => voucherForm('BELANJA5JT')(request).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(422, (response) => response.jsonBody(refused(message, { code: message })))
      .executeTest(async (server) => {
        await expect(checkoutApi(server.url).setVoucher(voucherRequest('BELANJA5JT')!)).rejects.toMatchObject({
          kind: 'rejected',
          details: { status: 422, serverMessage: message },
        });
      });
  });
});

describe('checkout: GET more/voucher', () => {
  it('lists the vouchers the shopper can use on the web', async () => {
    const example = {
      id: 2,
      code: 'DISKON10',
      title: 'Diskon 10%',
      description: 'Diskon 10% hingga Rp250.000 tanpa minimum belanja.',
      minPurchase: 0,
      expiredAt: '2026-12-05T10:00:00+07:00',
    };
    await storeApiPact()
      .addInteraction()
      .given(LOGGED_IN)
      .given(VOUCHER_USABLE, { code: 'DISKON10' })
      .uponReceiving('a request for the demo customer\'s vouchers on the web')
      .withRequest('GET', '/more/voucher', (request) => request.query({ device: 'web' }).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(voucher(example), 1))))
      .executeTest(async (server) => {
        const [first] = await checkoutApi(server.url).vouchers();
        expect(first).toEqual({
          id: 2,
          code: 'DISKON10',
          title: example.title,
          description: example.description,
          minimumSpend: 0,
          endsAt: Date.UTC(2026, 11, 5, 3),
        });
      });
  });
});

describe('checkout: GET uni/payment, uni/payment/list', () => {
  it('lists the groups of payment methods', async () => {
    await storeApiPact()
      .addInteraction()
      .given(PAYMENTS)
      .uponReceiving('a request for the groups of payment methods')
      .withRequest('GET', '/uni/payment')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                code: string('virtual-account'),
                name: string('Transfer Virtual Account'),
                description: string('Bayar lewat ATM, m-banking atau internet banking; dicek otomatis.'),
                image_url: imageUrl('http://127.0.0.1:5173/media/art/logo/Virtual%20Account.svg'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await checkoutApi(server.url, null).paymentGroups();
        expect(first).toEqual({
          code: 'virtual-account',
          name: 'Transfer Virtual Account',
          description: 'Bayar lewat ATM, m-banking atau internet banking; dicek otomatis.',
          imageUrl: 'http://127.0.0.1:5173/media/art/logo/Virtual%20Account.svg',
        });
      });
  });

  it('lists the payment methods with their instalment tenors', async () => {
    await storeApiPact()
      .addInteraction()
      .given(PAYMENTS)
      .uponReceiving('a request for the payment methods')
      .withRequest('GET', '/uni/payment/list')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                code: string('cc-cicilan'),
                name: string('Cicilan Kartu Kredit'),
                group: string('credit-card'),
                group_name: string('Kartu Kredit'),
                image_url: imageUrl('http://127.0.0.1:5173/media/art/logo/Cicilan.svg'),
                fee: integer(0),
                // Methods without instalments have none: any number of tenors, each like this.
                tenors: like([
                  { months: integer(3), fee: integer(0) },
                  { months: integer(6), fee: integer(99_000) },
                  { months: integer(12), fee: integer(199_000) },
                ]),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await checkoutApi(server.url, null).paymentMethods();
        expect(first).toEqual({
          code: 'cc-cicilan',
          name: 'Cicilan Kartu Kredit',
          group: 'Kartu Kredit',
          imageUrl: 'http://127.0.0.1:5173/media/art/logo/Cicilan.svg',
          fee: 0,
          tenors: [
            { months: 3, fee: 0 },
            { months: 6, fee: 99_000 },
            { months: 12, fee: 199_000 },
          ],
        });
      });
  });
});

describe('checkout: GET uni/shipping-price', () => {
  it('prices the shipping of the cart\'s items to the address\'s city', async () => {
    await storeApiPact()
      .addInteraction()
      .given(ADDRESS, { id: 101 })
      .given(IN_STOCK, inStock(WARDROBE, NIGHTSTAND))
      .uponReceiving('a request for the shipping prices of 2 wardrobes and a nightstand to Surabaya')
      .withRequest('GET', '/uni/shipping-price', (request) =>
        request.query({
          address_id: '101',
          city_id: '3578',
          'uni_product_variants_id[]': [String(WARDROBE.variantId), String(NIGHTSTAND.variantId)],
          'quantity[]': ['2', '1'],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              { code: string('jne-jtr:3578'), courier: string('JNE'), service: string('Trucking (JTR)'), price: integer(0), estimate: string('1-2 hari') },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const options = await checkoutApi(server.url, null).shippingPrice({ addressId: 101, cityId: '3578', items: ORDER.items });
        expect(options[0]).toEqual({ code: 'jne-jtr:3578', courier: 'JNE', service: 'Trucking (JTR)', price: 0, estimate: '1-2 hari' });
      });
  });
});

describe('checkout: GET uni/product/voucher/{id}', () => {
  it('lists the first page of the products a voucher applies to', async () => {
    await storeApiPact()
      .addInteraction()
      .given(VOUCHER_USABLE, { code: 'KAMARTIDUR15' })
      .uponReceiving('a request for the first 12 products voucher 3 (KAMARTIDUR15) applies to')
      .withRequest('GET', '/uni/product/voucher/3', (request) => request.query({ page: '1', per_page: '12' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            data: eachLike(
              { ...productCard, id: integer(1), slug: string('ranjang-klasik-sagara-laci-sorong'), name: string('Ranjang Klasik Sagara Laci Sorong') },
              1,
            ),
            page: integer(1),
            per_page: integer(12),
            total: integer(40),
            total_pages: integer(4),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await checkoutApi(server.url, null).voucherProducts(3, { page: 1, perPage: 12 });
        expect(page).toMatchObject({ page: 1, perPage: 12, total: 40, totalPages: 4 });
        expect(page.items[0]).toMatchObject({ id: 1, slug: 'ranjang-klasik-sagara-laci-sorong', name: 'Ranjang Klasik Sagara Laci Sorong' });
      });
  });
});

describe('checkout: POST more/transaction/order/pre-checkout-summary', () => {
  it('reads the order\'s totals as the server counts them', async () => {
    await orderStates(storeApiPact().addInteraction())
      .uponReceiving('a request for the summary of 2 wardrobes and a nightstand with voucher DISKON10')
      .withRequest('POST', '/more/transaction/order/pre-checkout-summary', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(ORDER_BODY))
      .willRespondWith(200, (response) => response.jsonBody(ok(checkoutSummary(SUMMARY), 'Ringkasan pesanan')))
      .executeTest(async (server) => {
        expect(await checkoutApi(server.url).preCheckoutSummary(ORDER)).toEqual(coreSummary(SUMMARY));
      });
  });
});

describe('checkout: POST more/transaction/order (save order)', () => {
  it('places the order it was shown the summary of, with an Idempotency-Key', async () => {
    const key = '0d6c1f7e-4a3b-4c2d-9e8f-1a2b3c4d5e6f';
    await orderStates(storeApiPact().addInteraction())
      .given('the demo customer was shown the checkout summary', ORDER_BODY)
      .uponReceiving('a save of the order the demo customer was shown the summary of')
      .withRequest('POST', '/more/transaction/order', (request) =>
        request.headers({ ...bearer(DEMO_TOKEN), 'Idempotency-Key': idempotencyKey(key) }).jsonBody(ORDER_BODY),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            {
              ordersn: regex(/^MORE-\d{8}-\d{4}$/, 'MORE-20261121-0001'),
              bill_no: regex(/^INV-\d{8}-\d{4}$/, 'INV-20261121-0001'),
              status: string('awaiting_payment'),
              grand_total: integer(11_827_900),
              pay_before: wibTime('2026-11-22T10:15:00+07:00'),
            },
            'Pesanan berhasil dibuat',
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await checkoutApi(server.url).saveOrder(ORDER, key)).toEqual({
          kind: 'placed',
          order: { orderNumber: 'MORE-20261121-0001', billNumber: 'INV-20261121-0001' },
        });
      });
  });

  it('answers 403 with the replaced summary when a price changed since the summary', async () => {
    const key = '7b1e2c3d-5f60-4a71-8b92-c3d4e5f60718';
    const replaced: SummaryExample = { ...SUMMARY, items: [[WARDROBE, 2, 6_100_000], [NIGHTSTAND, 1]] };
    await orderStates(storeApiPact().addInteraction())
      .given('the demo customer was shown the checkout summary', ORDER_BODY)
      .given('prices changed since the summary', { variantId: WARDROBE.variantId, price: 6_100_000 })
      .uponReceiving('a save of an order whose wardrobe went up in price since the summary')
      .withRequest('POST', '/more/transaction/order', (request) =>
        request.headers({ ...bearer(DEMO_TOKEN), 'Idempotency-Key': idempotencyKey(key) }).jsonBody(ORDER_BODY),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          success: boolean(false),
          message: string('Harga atau stok berubah. Periksa kembali ringkasan pesanan Anda.'),
          data: checkoutSummary(replaced),
        }),
      )
      .executeTest(async (server) => {
        expect(await checkoutApi(server.url).saveOrder(ORDER, key)).toEqual({ kind: 'summary-replaced', summary: coreSummary(replaced) });
      });
  });
});
