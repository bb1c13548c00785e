import { MatchersV3 } from '@pact-foundation/pact';
import { HttpFlashSaleApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { ok } from '../matchers';

const { boolean, eachLike, integer, number, string } = MatchersV3;

/** A flash-sale product (document 1 §3); amounts beside their `*_rp` texts. */
const flashSaleProduct = {
  id: integer(9),
  product: { id: integer(12), slug: string('kursi-santai-rotan'), name: string('Kursi Santai Rotan') },
  variants: {
    id: integer(40),
    name_long: string('Kursi Santai Rotan - Natural Oak'),
    name_short: string('Kursi Santai Rotan'),
    slug: string('kursi-santai-rotan'),
    bundling: integer(0),
  },
  prices: { ho_normal: number(2_500_000), ho_normal_rp: string('Rp2.500.000') },
  images: eachLike({ image_url: string('http://127.0.0.1:5173/media/products/12/1.svg') }, 1),
  price: number(1_250_000),
  price_rp: string('Rp1.250.000'),
  discount: number(50),
  remains: integer(4),
  limit: integer(10),
};

/** A group; date_start and date_end may be null, so they are not matched by type. */
const flashSaleGroup = {
  id: integer(2),
  title: string('Flash Sale Hari Ini'),
  start: integer(1_795_258_800),
  end: integer(1_795_280_400),
  products: eachLike(flashSaleProduct, 1),
};

const expectedProduct = {
  productId: 12,
  slug: 'kursi-santai-rotan',
  nameLong: 'Kursi Santai Rotan - Natural Oak',
  nameShort: 'Kursi Santai Rotan',
  isBundle: false,
  normalPrice: 2_500_000,
  flashPrice: 1_250_000,
  discountPercent: 50,
  remains: 4,
  limit: 10,
};

describe('flash sale: POST uni/product/flashsale (the home page\'s block, guests included)', () => {
  it('answers the current groups with their products, without a token', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a flash sale is running')
      .uponReceiving('a request for the current flash-sale groups')
      .withRequest('POST', '/uni/product/flashsale', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(flashSaleGroup, 1))))
      .executeTest(async (server) => {
        const [group] = await new HttpFlashSaleApi(storeApiAt(server.url)).currentGroups();
        expect(group).toMatchObject({ id: 2, title: 'Flash Sale Hari Ini', startsAt: 1_795_258_800, endsAt: 1_795_280_400, startText: null });
        expect(group!.products[0]).toMatchObject(expectedProduct);
      });
  });
});

describe('flash sale: GET more/promotion/flashsale-group and GET more/promotion/flashsale (a customer\'s promotion page)', () => {
  it('answers the groups to a logged-in customer', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('a flash sale is running')
      .uponReceiving('a request of the demo customer for the flash-sale groups')
      .withRequest('GET', '/more/promotion/flashsale-group', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(flashSaleGroup, 1))))
      .executeTest(async (server) => {
        const [group] = await new HttpFlashSaleApi(storeApiAt(server.url, DEMO_TOKEN)).groups();
        expect(group!.products).toHaveLength(1);
      });
  });

  it('answers the products on sale now to a logged-in customer', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('a flash sale is running')
      .uponReceiving('a request of the demo customer for the products on flash sale')
      .withRequest('GET', '/more/promotion/flashsale', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(flashSaleProduct, 1))))
      .executeTest(async (server) => {
        expect(await new HttpFlashSaleApi(storeApiAt(server.url, DEMO_TOKEN)).products()).toMatchObject([expectedProduct]);
      });
  });

  it('is refused with 401 without a token', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the products on flash sale without a token')
      .withRequest('GET', '/more/promotion/flashsale')
      .willRespondWith(401, (response) => response.jsonBody({ success: boolean(false), message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(new HttpFlashSaleApi(storeApiAt(server.url)).products()).rejects.toMatchObject({
          kind: 'unauthorized',
          call: 'GET more/promotion/flashsale',
          details: { status: 401 },
        });
      });
  });
});
