import { productListWire } from '@more/adapters/wire';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, type MockApi } from '../../mock-api';
import { SEEDED_PRODUCT_COUNT } from '../../seed/catalogue';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
});

const get = async (path: string) => {
  const response = await getResponse(api.handlers, new Request(`http://127.0.0.1:5173/api/${path}`));
  if (!response) throw new Error(`no handler answered ${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET uni/product', () => {
  it('lists the newest first with page, per_page, total and total_pages', async () => {
    const { status, body } = await get('uni/product?type=terbaru&per_page=8');
    expect(status).toBe(200);
    const list = productListWire.parse(body.data);
    expect(list).toMatchObject({ page: 1, per_page: 8, total: SEEDED_PRODUCT_COUNT, total_pages: Math.ceil(SEEDED_PRODUCT_COUNT / 8) });
    const byId = new Map(api.db.products.all().map((p) => [p.id, p.createdAt]));
    const created = list.data.map((p) => byId.get(p.id)!);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('lists the best-selling first for type=terlaris', async () => {
    const list = productListWire.parse((await get('uni/product?type=terlaris&per_page=20')).body.data);
    const sales = list.data.map((p) => p.total_sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('pages through the whole catalogue without repeating a product', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(SEEDED_PRODUCT_COUNT / 100); page++) {
      const list = productListWire.parse((await get(`uni/product?per_page=100&page=${page}`)).body.data);
      for (const product of list.data) seen.add(product.id);
    }
    expect(seen.size).toBe(SEEDED_PRODUCT_COUNT);
  });

  it('answers every product in the shape the adapters read (their zod wire schema)', async () => {
    const { body } = await get('uni/product?per_page=100&page=2');
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(productListWire.safeParse(body.data).success).toBe(true);
  });

  it('serves image addresses of its own host, never an external one', async () => {
    const list = productListWire.parse((await get('uni/product?per_page=50')).body.data);
    for (const product of list.data) {
      for (const image of [...product.images, ...product.atmosphere_images]) {
        expect(image.image_url.startsWith('http://127.0.0.1:5173/media/products/')).toBe(true);
      }
    }
  });

  it.each([
    ['per_page=abc', 'per_page', 'per_page harus berupa angka'],
    ['per_page=0', 'per_page', 'per_page minimal 1'],
    ['page=-2', 'page', 'page minimal 1'],
    ['type=murah', 'type', 'type harus salah satu dari: lastseen, terbaru, rekomendasi, lainnya, koleksi-terbaik, terlaris'],
  ])('refuses %s with 422 and an Indonesian reason', async (query, field, reason) => {
    const { status, body } = await get(`uni/product?${query}`);
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, message: 'Data yang dikirim tidak valid', errors: { [field]: [reason] } });
  });
});

describe('paths the API does not have', () => {
  it('answers 404 naming the method and the path', async () => {
    const response = await getResponse(api.handlers, new Request('http://127.0.0.1/api/uni/tidak-ada', { method: 'DELETE' }));
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({ success: false, message: 'Tidak ada layanan DELETE /api/uni/tidak-ada' });
  });
});

describe('generated product images', () => {
  it('draws an SVG for each packshot and room image of a product', async () => {
    for (const file of ['1', '2', 'room-1']) {
      const response = await getResponse(api.handlers, new Request(`http://127.0.0.1/media/products/5/${file}.svg`));
      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response?.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 400"/);
    }
  });

  it('answers 404 for an unknown product or file', async () => {
    for (const path of ['99999/1.svg', '5/x.png']) {
      const response = await getResponse(api.handlers, new Request(`http://127.0.0.1/media/products/${path}`));
      expect(response?.status).toBe(404);
    }
  });
});
