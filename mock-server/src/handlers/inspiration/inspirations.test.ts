import { inspirationDetailWire, inspirationListWire, inspirationProductsWire, inspirationRoomListWire } from '@more/adapters/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
});

const get = (path: string) => requestMock(api, { path });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;

describe('GET uni/inspiration/room', () => {
  it('answers the catalogue\'s rooms, each with how many inspirations it has', async () => {
    const rooms = inspirationRoomListWire.parse(dataOf(await get('uni/inspiration/room')));
    expect(rooms.map((r) => r.slug)).toEqual(['kamar-tidur', 'kamar-anak', 'ruang-makan', 'ruang-tamu', 'ruang-kerja', 'lainnya']);
    expect(rooms.reduce((sum, room) => sum + room.total, 0)).toBe(api.db.inspirations.count());
    expect(rooms.every((room) => room.total > 0)).toBe(true);
  });
});

describe('GET uni/inspiration', () => {
  it('pages the inspirations newest first, 12 a page unless asked', async () => {
    const first = inspirationListWire.parse(dataOf(await get('uni/inspiration')));
    expect(first).toMatchObject({ page: 1, per_page: 12, total: api.db.inspirations.count() });
    expect(first.total_pages).toBe(Math.ceil(first.total / 12));
    const byId = new Map(api.db.inspirations.all().map((i) => [i.id, i.createdAt]));
    const created = first.data.map((i) => byId.get(i.id)!);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const seen = new Set<number>();
    for (let page = 1; page <= first.total_pages; page++) {
      for (const item of inspirationListWire.parse(dataOf(await get(`uni/inspiration?page=${page}`))).data) seen.add(item.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it('filters by room slug and by words of the title', async () => {
    const living = inspirationListWire.parse(dataOf(await get('uni/inspiration?room=ruang-tamu&per_page=50')));
    expect(living.total).toBe(5);
    expect(living.data.every((i) => i.room.slug === 'ruang-tamu')).toBe(true);
    const japandi = inspirationListWire.parse(dataOf(await get('uni/inspiration?q=japandi&per_page=50')));
    expect(japandi.total).toBe(api.db.inspirations.all().filter((i) => i.title.includes('Japandi')).length);
    expect(japandi.data.every((i) => i.title.includes('Japandi'))).toBe(true);
    expect(inspirationListWire.parse(dataOf(await get('uni/inspiration?room=garasi'))).total).toBe(0);
  });

  it.each([
    ['per_page=0', 'per_page', 'per_page minimal 1'],
    ['page=abc', 'page', 'page harus berupa angka'],
  ])('refuses %s with 422 naming the field in Indonesian', async (query, field, reason) => {
    const answer = await get(`uni/inspiration?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, errors: { [field]: [reason] } });
  });
});

describe('GET uni/inspiration/{id}', () => {
  it('answers one inspiration by id or by slug, with its story and products', async () => {
    const record = api.db.inspirations.all()[3]!;
    const byId = inspirationDetailWire.parse(dataOf(await get(`uni/inspiration/${record.id}`)));
    const bySlug = inspirationDetailWire.parse(dataOf(await get(`uni/inspiration/${record.slug}`)));
    expect(bySlug).toEqual(byId);
    expect(byId).toMatchObject({ id: record.id, slug: record.slug, title: record.title, product_ids: record.productIds });
    expect(byId.content.length).toBeGreaterThanOrEqual(3);
    expect(byId.created_at).toMatch(/\+07:00$/);
  });

  it.each(['999999', 'tidak-ada', '0', '-1'])('answers 404 for %s', async (id) => {
    const answer = await get(`uni/inspiration/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Inspirasi tidak ditemukan' });
  });
});

describe('GET uni/product/inspiration/{id}', () => {
  it('pages the inspiration\'s products as product cards, in its order', async () => {
    const record = api.db.inspirations.all()[0]!;
    const page = inspirationProductsWire.parse(dataOf(await get(`uni/product/inspiration/${record.id}?per_page=2&page=2`)));
    expect(page).toMatchObject({ page: 2, per_page: 2, total: record.productIds.length });
    expect(page.data.map((p) => p.id)).toEqual(record.productIds.slice(2, 4));
  });

  it('answers 404 for an unknown inspiration', async () => {
    expect((await get('uni/product/inspiration/999999')).status).toBe(404);
    expect((await get('uni/product/inspiration/sofa')).status).toBe(404);
  });
});
