import { MatchersV3 } from '@pact-foundation/pact';
import { HttpHistoryApi, HttpProductDetailApi } from '@more/adapters';
import { needsRefetch } from '@more/core';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { ok } from '../matchers';

const { boolean, eachLike, integer, number, string } = MatchersV3;

/** A variant's fields the store reads; its promotions are null unless a state puts one in place. */
const variant = {
  id: integer(40),
  variant: string('3 Seater'),
  color: string('Abu-abu'),
  price_normal: number(3_500_000),
  price_discount: number(3_150_000),
  discount: number(10),
  stock: integer(14),
  image: { image_url: string('http://127.0.0.1:5173/media/products/12/1.svg'), alt_text: string('Sofa Aruna 3 Seater warna Abu-abu') },
};

const detail = (variants: unknown) => ({
  ...productCard,
  description: string('Sofa tiga dudukan dengan rangka kayu jati.'),
  category: { id: integer(4), name: string('Ruang Tamu'), slug: string('ruang-tamu') },
  brand: string('Arkana'),
  materials: eachLike(string('Kayu Jati'), 1),
  room_type: string('ruang-tamu'),
  variants,
});

describe('product detail: GET uni/product/{slug}', () => {
  it('answers an opened product with its variants', async () => {
    await storeApiPact()
      .addInteraction()
      .given('product exists', { slug: 'sofa-aruna-3-seater' })
      .uponReceiving('a request for the product sofa-aruna-3-seater')
      .withRequest('GET', '/uni/product/sofa-aruna-3-seater')
      .willRespondWith(200, (response) => response.jsonBody(ok(detail(eachLike(variant, 1)))))
      .executeTest(async (server) => {
        const product = await new HttpProductDetailApi(storeApiAt(server.url)).bySlug('sofa-aruna-3-seater');
        expect(product).toMatchObject({
          slug: 'sofa-aruna-3-seater',
          brand: 'Arkana',
          materials: ['Kayu Jati'],
          category: { id: 4, slug: 'ruang-tamu' },
          bundleComponents: [],
        });
        expect(product.variants[0]).toMatchObject({ id: 40, color: 'Abu-abu', price: { normal: 3_500_000, discounted: 3_150_000 }, flashSale: null });
        expect(needsRefetch(product)).toBe(false);
      });
  });

  it('answers a variant\'s running flash sale', async () => {
    const slug = 'kursi-santai-rotan-flash-sale';
    await storeApiPact()
      .addInteraction()
      .given('a product is in a running flash sale', { slug })
      .uponReceiving('a request for a product in a running flash sale')
      .withRequest('GET', `/uni/product/${slug}`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            detail(
              eachLike(
                {
                  ...variant,
                  flash_sale: {
                    id: integer(9),
                    price: number(1_750_000),
                    price_rp: string('Rp1.750.000'),
                    discount: number(50),
                    remains: integer(4),
                    limit: integer(10),
                    start: integer(1_795_258_800),
                    end: integer(1_795_273_200),
                  },
                },
                1,
              ),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const product = await new HttpProductDetailApi(storeApiAt(server.url)).bySlug(slug);
        expect(product.variants[0]!.flashSale).toEqual({ price: 1_750_000, discountPercent: 50, remains: 4, limit: 10, endsAt: 1_795_273_200 });
        expect(needsRefetch(product)).toBe(true);
      });
  });

  it('is not found (404) for an unknown slug', async () => {
    await storeApiPact()
      .addInteraction()
      .given('product does not exist', { slug: 'kursi-yang-tidak-ada' })
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', '/uni/product/kursi-yang-tidak-ada')
      .willRespondWith(404, (response) => response.jsonBody({ success: boolean(false), message: string('Produk tidak ditemukan') }))
      .executeTest(async (server) => {
        await expect(new HttpProductDetailApi(storeApiAt(server.url)).bySlug('kursi-yang-tidak-ada')).rejects.toMatchObject({
          kind: 'not-found',
          call: 'GET uni/product/{slug}',
          details: { status: 404, serverMessage: 'Produk tidak ditemukan' },
        });
      });
  });
});

describe('product detail: GET uni/product/bundle/{id}', () => {
  it('answers what a bundle holds', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a bundle exists', { id: 321 })
      .uponReceiving('a request for what bundle 321 holds')
      .withRequest('GET', '/uni/product/bundle/321')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                uni_product_variants_id: integer(55),
                uni_products_id: integer(3),
                name: string('Nakas Melati 2 Laci'),
                slug: string('nakas-melati-2-laci'),
                variant: string('2 Laci'),
                color: string('Walnut'),
                quantity: integer(2),
                image_url: string('http://127.0.0.1:5173/media/products/3/1.svg'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await new HttpProductDetailApi(storeApiAt(server.url)).bundle(321)).toEqual([
          {
            variantId: 55,
            name: 'Nakas Melati 2 Laci (Walnut)',
            quantity: 2,
            image: { url: 'http://127.0.0.1:5173/media/products/3/1.svg', alt: 'Nakas Melati 2 Laci (Walnut)' },
          },
        ]);
      });
  });
});

describe('product detail: POST more/user/sync/product', () => {
  it('syncs the last-seen product ids to the customer\'s history', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('products with these ids exist', { ids: [12, 7, 3] })
      .uponReceiving('a sync of the demo customer\'s last-seen products')
      .withRequest('POST', '/more/user/sync/product', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ products_id: [12, 7, 3] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Riwayat produk disimpan'), data: { products_id: eachLike(integer(12), 1) } }),
      )
      .executeTest(async (server) => {
        await expect(new HttpHistoryApi(storeApiAt(server.url, DEMO_TOKEN)).sync([12, 7, 3])).resolves.toBeUndefined();
      });
  });
});
