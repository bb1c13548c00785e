import { MatchersV3 } from '@pact-foundation/pact';
import { createStoreApi, HttpCategoryCatalogue, HttpProductCatalogue, HttpProductShowcase } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { productCard, subCategory } from './product-matchers';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

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

  it('lists a page of products narrowed by every filter key', async () => {
    const filter = {
      q: 'sofa',
      category_group: 1,
      categories: [4],
      sub_category: [130],
      materials: ['Kayu Jati'],
      colors: ['Putih'],
      brands: ['Arkana'],
      room_type: ['ruang-tamu'],
      price_min: 1_000_000,
      price_max: 5_000_000,
    };
    await storeApiPact()
      .addInteraction()
      .given('a product matching the list filter exists', filter)
      .uponReceiving('a request for the newest products matching every filter key')
      .withRequest('GET', '/uni/product', (request) =>
        request.query({
          type: 'terbaru',
          page: '1',
          per_page: '12',
          q: 'sofa',
          category_group: '1',
          'categories[]': '4',
          'sub_category[]': '130',
          'materials[]': 'Kayu Jati',
          'colors[]': 'Putih',
          'brands[]': 'Arkana',
          price_min: '1000000',
          price_max: '5000000',
          'room_type[]': 'ruang-tamu',
          not_id: '1',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: { data: eachLike(productCard, 1), page: integer(1), per_page: integer(12), total: integer(1), total_pages: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        const page = await new HttpProductCatalogue(storeApiAt(server.url)).listProducts({
          type: 'terbaru',
          page: 1,
          perPage: 12,
          q: 'sofa',
          categoryGroup: 1,
          categories: [4],
          subCategory: [130],
          materials: ['Kayu Jati'],
          colors: ['Putih'],
          brands: ['Arkana'],
          priceMin: 1_000_000,
          priceMax: 5_000_000,
          roomType: ['ruang-tamu'],
          isBundle: false,
          notId: 1,
        });
        expect(page).toMatchObject({ page: 1, perPage: 12, total: 1, totalPages: 1 });
        expect(page.items[0]).toMatchObject({ id: 12, name: 'Sofa Aruna 3 Seater' });
      });
  });

  it('is refused with 422 and the wrong field for an invalid query (per_page=0)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has products')
      .uponReceiving('a request for a product list page of size 0')
      .withRequest('GET', '/uni/product', (request) => request.query({ per_page: '0' }))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          success: boolean(false),
          message: string('Data yang dikirim tidak valid'),
          errors: { per_page: eachLike(string('per_page minimal 1'), 1) },
        }),
      )
      .executeTest(async (server) => {
        await expect(new HttpProductCatalogue(storeApiAt(server.url)).listProducts({ perPage: 0 })).rejects.toMatchObject({
          kind: 'rejected',
          call: 'GET uni/product',
          details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' },
        });
      });
  });
});

describe('catalogue: GET uni/product/search, top, filter', () => {
  it('suggests keywords from data.results', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a product name holds the keyword', { keyword: 'sofa' })
      .uponReceiving('a request for search suggestions for "sofa"')
      .withRequest('GET', '/uni/product/search', (request) => request.query({ q: 'sofa' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: { results: eachLike({ keyword: string('Sofa Aruna 3 Seater') }, 1) } }),
      )
      .executeTest(async (server) => {
        expect(await new HttpProductShowcase(storeApiAt(server.url)).searchSuggestions('sofa')).toEqual(['Sofa Aruna 3 Seater']);
      });
  });

  it('lists the top products', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has products')
      .uponReceiving('a request for the top products')
      .withRequest('GET', '/uni/product/top')
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: eachLike(productCard, 1) }))
      .executeTest(async (server) => {
        const top = await new HttpProductShowcase(storeApiAt(server.url)).topProducts();
        expect(top[0]).toMatchObject({ slug: 'sofa-aruna-3-seater', totalSales: 120 });
      });
  });

  it('offers the filter bar\'s choices', async () => {
    const facet = (name: string, count: number) => eachLike({ name: string(name), product_count: integer(count) }, 1);
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has products')
      .uponReceiving('a request for the product filter choices')
      .withRequest('GET', '/uni/product/filter')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: {
            categories: eachLike(
              { id: integer(4), name: string('Ruang Tamu'), slug: string('ruang-tamu'), product_count: integer(64), r_subs: eachLike(subCategory, 1) },
              1,
            ),
            room_type: eachLike({ value: string('ruang-tamu'), name: string('Ruang Tamu'), product_count: integer(64) }, 1),
            materials: facet('Kayu Jati', 40),
            colors: eachLike({ name: string('Hijau Sage'), hex: regex(/^#[0-9a-fA-F]{6}$/, '#9caf88'), product_count: integer(12) }, 1),
            brands: facet('Arkana', 45),
            price_min: number(99_000),
            price_max: number(14_000_000),
          },
        }),
      )
      .executeTest(async (server) => {
        const options = await new HttpCategoryCatalogue(storeApiAt(server.url)).filterOptions();
        expect(options.priceRange).toEqual({ min: 99_000, max: 14_000_000 });
        expect(options.colors[0]).toEqual({ value: 'Hijau Sage', label: 'Hijau Sage', hex: '#9caf88', productCount: 12 });
        expect(options.categories[0]!.subCategories[0]).toEqual({ id: 130, name: 'Sofa', slug: 'sofa', productCount: 13 });
      });
  });
});
