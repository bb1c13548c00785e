import type { StoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_STORE_URL, mockStore } from '../mock-store.fixture';
import { HttpInspirationApi } from './http-inspiration-api';
import { toInspiration } from './inspiration.mapper';

const backend = mockStore({ signedIn: false });
const inspirations = () => new HttpInspirationApi(backend.storeApi);

describe('inspiration mapping (wire → core)', () => {
  it('falls back to the title for a missing meta title and image alt, and drops empty paragraphs', () => {
    const inspiration = toInspiration({
      id: 1,
      slug: 'ruang-tamu-hangat',
      title: 'Ruang Tamu Hangat',
      meta_title: null,
      image_url: 'https://img.test/1.svg',
      room: { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu' },
      style: 'Japandi',
      content: ['Paragraf satu.', ' ', 'Paragraf dua.'],
      images: [{ image_url: 'https://img.test/2.svg', alt_text: null }],
      product_ids: [3, 1],
      created_at: '2026-11-01T09:00:00+07:00',
    });
    expect(inspiration).toMatchObject({
      metaTitle: 'Ruang Tamu Hangat',
      metaDescription: '',
      paragraphs: ['Paragraf satu.', 'Paragraf dua.'],
      gallery: [{ url: 'https://img.test/2.svg', alt: 'Ruang Tamu Hangat' }],
      productIds: [3, 1],
      publishedAt: Date.UTC(2026, 10, 1, 2),
    });
  });
});

describe('HttpInspirationApi', () => {
  it('sends the list query it is given and leaves out what is empty', async () => {
    const queries: string[] = [];
    backend.server.use(
      http.get(`${MOCK_STORE_URL}uni/inspiration`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: { data: [], page: 2, per_page: 6, total: 0, total_pages: 0 } });
      }),
    );
    const api = new HttpInspirationApi(backend.storeApi);
    await api.list({ room: 'ruang-tamu', q: ' japandi ', page: 2, perPage: 6 });
    await api.list({ room: '', q: '  ' });
    expect(queries).toEqual(['?room=ruang-tamu&q=japandi&page=2&per_page=6', '']);
  });

  it('reads the rooms and a room\'s inspirations from the mock', async () => {
    const api = inspirations();
    const rooms = await api.rooms();
    const living = rooms.find((room) => room.slug === 'ruang-tamu')!;
    const page = await api.list({ room: 'ruang-tamu', perPage: 50 });
    expect(page.total).toBe(living.inspirationCount);
    expect(page.items.every((item) => item.room.slug === 'ruang-tamu')).toBe(true);
  });

  it('reads one inspiration by id and by slug, then its products', async () => {
    const api = inspirations();
    const first = (await api.list({ perPage: 1 })).items[0]!;
    const byId = await api.inspiration(first.id);
    expect(await api.inspiration(first.slug)).toEqual(byId);
    expect(byId.paragraphs.length).toBeGreaterThan(0);
    const products = await api.products(first.id, { perPage: 100 });
    expect(products.items.map((p) => p.id)).toEqual(byId.productIds);
  });

  it('fails as not-found for an unknown inspiration (the storefront then shows /404)', async () => {
    const error = (await inspirations().inspiration(999_999).catch((e: unknown) => e)) as StoreFailure;
    expect(error.kind).toBe('not-found');
    expect(error.call).toBe('GET uni/inspiration/{id}');
  });
});
