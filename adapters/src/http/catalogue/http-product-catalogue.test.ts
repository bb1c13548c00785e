import { createMockApi } from '@more/mock-server';
import { defaultFilter, toProductCard } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpProductCatalogue } from './http-product-catalogue';
import { toProductSummary } from './product.mapper';
import type { ProductCardWire } from './product.wire';

const BASE = 'http://store.test/api/';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const wire = (overrides: Partial<ProductCardWire> = {}): ProductCardWire => ({
  id: 7,
  slug: 'kursi-makan-jati',
  name: 'Kursi Makan Jati',
  bundling: 0,
  stock: 4,
  price_normal: 900000,
  price_normal_min: 850000,
  price_discount_min: 765000,
  price_range: null,
  discount_max: 10,
  status_voucher: 'Rp25.000',
  total_sales: 31,
  rating: 4.6,
  seo_4: 'FLASH SALE',
  seo_5: '10%',
  images: [{ image_url: 'https://img.test/1.svg', alt_text: null }],
  atmosphere_images: [{ image_url: 'https://img.test/room.svg', alt_text: 'Di ruang makan' }],
  variants_available: 1,
  colors_available: 2,
  ...overrides,
});

describe('product mapping (wire → core)', () => {
  it('translates the wire\'s flags and texts into the entity', () => {
    const product = toProductSummary(wire({ bundling: 1 }));
    expect(product).toMatchObject({
      id: 7,
      isBundle: true,
      price: { normal: 900000, normalMin: 850000, discountMin: 765000, range: null },
      discountMaxPercent: 10,
      voucherText: 'Rp25.000',
      promo: { type: 'FLASH SALE', text: '10%' },
    });
  });

  it('gives an image without alt text the product\'s name, for screen readers', () => {
    const product = toProductSummary(wire());
    expect(product.images[0]).toEqual({ url: 'https://img.test/1.svg', alt: 'Kursi Makan Jati' });
    expect(product.atmosphereImages[0]).toEqual({ url: 'https://img.test/room.svg', alt: 'Di ruang makan' });
  });

  it('reads a missing badge type as no promotion', () => {
    expect(toProductSummary(wire({ seo_4: null, seo_5: 'x' })).promo).toBeNull();
    expect(toProductSummary(wire({ seo_4: '', seo_5: 'x' })).promo).toBeNull();
  });
});

describe('HttpProductCatalogue', () => {
  it('asks GET uni/product with the list type and page size, and maps the page', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}uni/product`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          success: true,
          message: 'Berhasil',
          data: { data: [wire()], page: 1, per_page: 8, total: 1, total_pages: 1 },
        });
      }),
    );
    const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: BASE, retry: 0 }));
    const page = await catalogue.listProducts({ type: 'terbaru', perPage: 8 });
    expect(query).toBe('?type=terbaru&per_page=8');
    expect(page).toMatchObject({ page: 1, perPage: 8, total: 1, totalPages: 1 });
    expect(toProductCard(page.items[0]!)).toMatchObject({ href: '/product/kursi-makan-jati', price: 'Rp765.000', badge: 'FLASH SALE 10%' });
  });

  it('reads every product the mock serves as a valid entity', async () => {
    const mock = await createMockApi();
    server.use(...mock.handlers);
    const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: BASE, retry: 0 }));
    const page = await catalogue.listProducts({ perPage: 100, page: 1 });
    expect(page.items).toHaveLength(100);
    expect(page.total).toBe(mock.db.products.count());
    for (const product of page.items) expect(product.images.length).toBeGreaterThan(0);
  });

  it('sends every key of the product list query, lists as key[], leaving out what does not narrow the list', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}uni/product`, ({ request }) => {
        query = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: { data: [], page: 2, per_page: 12, total: 0, total_pages: 0 } });
      }),
    );
    const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: BASE, retry: 0 }));
    await catalogue.listProducts({
      type: 'rekomendasi',
      page: 2,
      perPage: 12,
      q: ' sofa jati ',
      categoryGroup: 123,
      categories: [4, 1],
      subCategory: [130],
      materials: ['Kayu Jati'],
      colors: ['Putih', 'Hitam'],
      brands: ['Arkana'],
      priceMin: 500000,
      priceMax: 1000000,
      roomType: ['ruang-tamu'],
      isBundle: true,
      notId: 7,
    });
    expect(query.slice(1).split('&')).toEqual([
      'type=rekomendasi',
      'page=2',
      'per_page=12',
      'q=sofa+jati',
      'category_group=123',
      'categories[]=4',
      'categories[]=1',
      'sub_category[]=130',
      'materials[]=Kayu+Jati',
      'colors[]=Putih',
      'colors[]=Hitam',
      'brands[]=Arkana',
      'price_min=500000',
      'price_max=1000000',
      'room_type[]=ruang-tamu',
      'is_bundle=1',
      'not_id=7',
    ]);

    await catalogue.listProducts(defaultFilter);
    expect(query).toBe('?page=1&per_page=12');
  });

  it('lists what the mock answers for a whole filter of the product list', async () => {
    const mock = await createMockApi();
    server.use(...mock.handlers);
    const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: BASE, retry: 0 }));
    const page = await catalogue.listProducts({ ...defaultFilter, brands: ['Kasura'], roomType: ['kamar-tidur'], perPage: 100 });
    const expected = mock.db.products.all().filter((p) => p.brand === 'Kasura' && p.roomType === 'kamar-tidur');
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.id)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    const bundles = await catalogue.listProducts({ ...defaultFilter, categoryGroup: 123 });
    expect(bundles.items.length).toBeGreaterThan(0);
    expect(bundles.items.every((p) => p.isBundle)).toBe(true);
  });

  it('fails naming the call when the mock refuses the query (422)', async () => {
    const mock = await createMockApi();
    server.use(...mock.handlers);
    const catalogue = new HttpProductCatalogue(createStoreApi({ baseUrl: BASE, retry: 0 }));
    await expect(catalogue.listProducts({ perPage: 0 })).rejects.toMatchObject({
      kind: 'rejected',
      call: 'GET uni/product',
      details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' },
    });
  });
});
