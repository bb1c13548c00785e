import { MatchersV3 } from '@pact-foundation/pact';
import { HttpWishlistApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';

const { boolean, eachLike, integer, string } = MatchersV3;

const wishlistApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpWishlistApi(storeApiAt(url, token));

describe('wishlist: GET more/user/wishlist', () => {
  it('reads the wished products as product cards', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer wishes for a product', { productId: 12 })
      .uponReceiving('a request for the first 12 wished products')
      .withRequest('GET', '/more/user/wishlist', (request) => request.query({ page: '1', per_page: '12' }).headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: { data: eachLike(productCard, 1), page: integer(1), per_page: integer(12), total: integer(8), total_pages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await wishlistApi(server.url).list({ page: 1, perPage: 12 });
        expect(page).toMatchObject({ page: 1, perPage: 12, total: 8, totalPages: 1 });
        expect(page.items[0]).toMatchObject({ id: 12, slug: 'sofa-aruna-3-seater' });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the wishlist without a token')
      .withRequest('GET', '/more/user/wishlist', (request) => request.query({ page: '1', per_page: '12' }))
      .willRespondWith(401, (response) => response.jsonBody({ success: false, message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(wishlistApi(server.url, null).list({ page: 1, perPage: 12 })).rejects.toMatchObject({ kind: 'unauthorized' });
      });
  });
});

describe('wishlist: POST more/user/wishlist and DELETE more/user/wishlist/{id}', () => {
  it('adds a product', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer does not wish for the products', { productIds: [12] })
      .uponReceiving('a request to add product 12 to the wishlist')
      .withRequest('POST', '/more/user/wishlist', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ product_id: 12 }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Produk ditambahkan ke wishlist'), data: { product_id: 12, total: integer(8) } }),
      )
      .executeTest(async (server) => {
        await expect(wishlistApi(server.url).add(12)).resolves.toBeUndefined();
      });
  });

  it('removes a product', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer wishes for a product', { productId: 12 })
      .uponReceiving('a request to remove product 12 from the wishlist')
      .withRequest('DELETE', '/more/user/wishlist/12', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Produk dihapus dari wishlist'), data: { product_id: 12, total: integer(7) } }),
      )
      .executeTest(async (server) => {
        await expect(wishlistApi(server.url).remove(12)).resolves.toBeUndefined();
      });
  });
});

describe('wishlist: POST more/user/wishlist/sync-guest', () => {
  it('merges the guest\'s hearts into the account after login', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer does not wish for the products', { productIds: [3, 7] })
      .uponReceiving('a request to sync the guest wishlist with products 3 and 7')
      .withRequest('POST', '/more/user/wishlist/sync-guest', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ ids: [3, 7] }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('2 produk dari wishlist tamu ditambahkan'),
          data: { added: [3, 7], ignored: [], total: integer(9) },
        }),
      )
      .executeTest(async (server) => {
        await expect(wishlistApi(server.url).syncGuest([3, 7])).resolves.toBeUndefined();
      });
  });
});
