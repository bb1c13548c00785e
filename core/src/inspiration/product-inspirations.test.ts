import { describe, expect, it } from 'vitest';
import { aProductDetail } from '../product-detail/product-detail.fixture';
import { anInspiration, InMemoryInspirationApi } from './fakes';
import { inspirationHref } from './inspiration-card';
import { ProductInspirations, roomOfProduct } from './product-inspirations';

const rooms = [
  { id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: 'https://img.test/k.jpg', inspirationCount: 5 },
  { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', imageUrl: 'https://img.test/r.jpg', inspirationCount: 5 },
];
const inRoom = (id: number, room: (typeof rooms)[number]) =>
  anInspiration({ id, slug: `inspirasi-${id}`, title: `Inspirasi ${id}`, room: { slug: room.slug, name: room.name } });
const inspirations = [inRoom(1, rooms[1]!), inRoom(2, rooms[0]!), inRoom(3, rooms[1]!), inRoom(4, rooms[1]!), inRoom(5, rooms[1]!), inRoom(6, rooms[1]!)];

describe('inspiration for a product', () => {
  it('finds the product\'s room by its category\'s slug, else its name', () => {
    expect(roomOfProduct(rooms, aProductDetail({ category: { id: 3, name: 'x', slug: 'ruang-tamu' } }))?.id).toBe(4);
    expect(roomOfProduct(rooms, aProductDetail({ category: { id: 1, name: 'kamar tidur', slug: 'kamar-tidur-2' } }))?.id).toBe(1);
    expect(roomOfProduct(rooms, aProductDetail({ category: null }))).toBeNull();
    expect(inspirationHref('ruang tamu')).toBe('/inspirasi-detail/ruang%20tamu');
  });

  it('shows the room\'s newest 4 as cards linking to their pages, asking the rooms once', async () => {
    const api = new InMemoryInspirationApi(inspirations, rooms);
    const section = new ProductInspirations(api);
    await section.ensureLoaded();
    expect(api.calls).toEqual([]);
    section.showProduct(aProductDetail({ id: 1 }));
    await section.ensureLoaded();
    expect(section.current).toMatchObject({ status: 'ready', value: [{ id: 1, href: '/inspirasi-detail/inspirasi-1', roomName: 'Ruang Tamu' }, { id: 3 }, { id: 4 }, { id: 5 }] });
    section.showProduct(aProductDetail({ id: 2, category: { id: 9, name: 'Gudang', slug: 'gudang' } }));
    await section.ensureLoaded();
    expect(section.current).toEqual({ status: 'ready', value: [] });
    expect(api.calls.filter((call) => call === 'rooms')).toHaveLength(1);
  });

  it('fails with a retry, and drops the answer for a product left behind', async () => {
    const api = new InMemoryInspirationApi(inspirations, rooms);
    const section = new ProductInspirations(api);
    section.showProduct(aProductDetail({ id: 1 }));
    api.failWith = new Error('offline');
    await section.ensureLoaded();
    expect(section.current).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    api.failWith = null;
    const late = section.load();
    section.showProduct(aProductDetail({ id: 2 }));
    section.showProduct(aProductDetail({ id: 2 }));
    await late;
    expect(section.current).toEqual({ status: 'idle' });
  });
});
