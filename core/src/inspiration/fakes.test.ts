import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { isStoreFailure } from '../shared/failure';
import { InMemoryInspirationApi, pageOfItems } from './fakes';
import { anInspiration } from './inspiration.fixture';

const living = anInspiration({ id: 1, slug: 'tamu-hangat', title: 'Ruang Tamu Hangat', productIds: [3, 99, 2] });
const bedroom = anInspiration({ id: 2, slug: 'kamar-teduh', title: 'Kamar Tidur Teduh', room: { slug: 'kamar-tidur', name: 'Kamar Tidur' } });
const api = () => new InMemoryInspirationApi([living, bedroom], [], [aProduct({ id: 2 }), aProduct({ id: 3 })]);

describe('pageOfItems', () => {
  it('cuts pages from 1 and counts at least one page', () => {
    expect(pageOfItems([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], page: 2, perPage: 2, total: 5, totalPages: 3 });
    expect(pageOfItems([])).toEqual({ items: [], page: 1, perPage: 12, total: 0, totalPages: 1 });
  });
});

describe('InMemoryInspirationApi', () => {
  it('filters by room and by words of the title, and answers summaries', async () => {
    const fake = api();
    expect((await fake.list({ room: 'kamar-tidur' })).items.map((i) => i.id)).toEqual([2]);
    expect((await fake.list({ q: 'HANGAT' })).items.map((i) => i.id)).toEqual([1]);
    const all = await fake.list({});
    expect(all.total).toBe(2);
    expect(all.items[0]).not.toHaveProperty('paragraphs');
    expect(await fake.rooms()).toEqual([]);
  });

  it('finds by id or slug, and answers not-found otherwise', async () => {
    const fake = api();
    expect((await fake.inspiration(2)).slug).toBe('kamar-teduh');
    expect((await fake.inspiration('tamu-hangat')).id).toBe(1);
    const error: unknown = await fake.inspiration(404).catch((e: unknown) => e);
    expect(isStoreFailure(error) && error.kind).toBe('not-found');
  });

  it('answers the inspiration\'s products in its order, leaving out unknown ids', async () => {
    const page = await api().products(1, { perPage: 5 });
    expect(page.items.map((p) => p.id)).toEqual([3, 2]);
    expect(page.total).toBe(2);
    await expect(api().products(7)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/product/inspiration/{id}' });
  });

  it('fails every call when told to, and records them', async () => {
    const fake = api();
    fake.failWith = new Error('offline');
    await expect(fake.rooms()).rejects.toThrow('offline');
    expect(fake.calls).toEqual(['rooms']);
  });
});
