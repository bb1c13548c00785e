import { MatchersV3 } from '@pact-foundation/pact';
import { createStoreApi, HttpProductCatalogue } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { storeApiPact } from '../pact-setup';
import { productCard } from './product-matchers';

const { boolean, eachLike, integer, string } = MatchersV3;

describe('catalogue: GET uni/product', () => {
  it('lists the 8 newest products for the home page', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has products')
      .uponReceiving('a request for the 8 newest products')
      .withRequest('GET', '/uni/product', (request) => request.query({ type: 'terbaru', per_page: '8' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: {
            data: eachLike(productCard, 1),
            page: integer(1),
            per_page: integer(8),
            total: integer(320),
            total_pages: integer(40),
          },
        }),
      )
      .executeTest(async (server) => {
        const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: server.url, retry: 0 }));
        const page = await catalogue.listProducts({ type: 'terbaru', perPage: 8 });
        expect(page.perPage).toBe(8);
        expect(page.items[0]).toMatchObject({
          slug: 'sofa-aruna-3-seater',
          isBundle: false,
          price: { discountMin: 3_150_000 },
          voucherText: 'Rp50.000',
        });
      });
  });
});
