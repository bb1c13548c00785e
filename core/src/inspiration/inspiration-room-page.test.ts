import { describe, expect, it } from 'vitest';
import { InMemoryInspirationApi, anInspiration } from './fakes';
import { InspirationRoomPage } from './inspiration-room-page';

const rooms = [
  { id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: 'https://img.test/k.jpg', inspirationCount: 2 },
  { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', imageUrl: 'https://img.test/r.jpg', inspirationCount: 14 },
];
const living = Array.from({ length: 14 }, (_, n) =>
  anInspiration({ id: n + 1, slug: `tamu-${n + 1}`, title: `Ruang Tamu ${n + 1}`, room: { slug: 'ruang-tamu', name: 'Ruang Tamu' } }),
);
const bedroom = [15, 16].map((id) => anInspiration({ id, slug: `kamar-${id}`, title: `Kamar ${id}`, room: { slug: 'kamar-tidur', name: 'Kamar Tidur' } }));
const setup = () => {
  const api = new InMemoryInspirationApi([...living, ...bedroom], rooms);
  return { api, page: new InspirationRoomPage(api) };
};

describe('a room page (/inspirasi/{slug}?page=n)', () => {
  it("shows a room's inspirations 12 a page as cards, with the rooms for the switcher", async () => {
    const { page } = setup();
    await page.show('ruang-tamu', 1);
    const state = page.current;
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.value.room?.name).toBe('Ruang Tamu');
    expect(state.value.rooms).toHaveLength(2);
    expect(state.value.list).toMatchObject({ page: 1, perPage: 12, total: 14, totalPages: 2 });
    expect(state.value.list.items).toHaveLength(12);
    expect(state.value.list.items[0]).toMatchObject({ href: '/inspirasi-detail/tamu-1', roomName: 'Ruang Tamu' });
    await page.show('ruang-tamu', 2);
    expect(page.current.status === 'ready' && page.current.value.list.items.map((card) => card.id)).toEqual([13, 14]);
  });

  it('shows every room\'s for "semua", and reads the rooms once', async () => {
    const { page, api } = setup();
    await page.show('semua', 1);
    expect(page.current.status === 'ready' && [page.current.value.room, page.current.value.list.total]).toEqual([null, 16]);
    await page.show('kamar-tidur', 1);
    expect(page.current.status === 'ready' && page.current.value.list.items.map((card) => card.id)).toEqual([15, 16]);
    expect(api.calls.filter((call) => call === 'rooms')).toHaveLength(1);
    expect(page.knownRooms).toHaveLength(2);
  });

  it('is not found for a slug that is no room, without asking for a list', async () => {
    const { page, api } = setup();
    await page.show('gudang', 1);
    expect(page.notFound).toBe(true);
    expect(api.calls).toEqual(['rooms']);
  });

  it('does not ask again for the page shown, and an older answer never replaces a newer page', async () => {
    const { page, api } = setup();
    await page.show('ruang-tamu', 1);
    await page.show('ruang-tamu', 1);
    expect(api.calls).toEqual(['rooms', 'list']);
    const older = page.show('ruang-tamu', 2);
    const newer = page.show('kamar-tidur', 1);
    await Promise.all([older, newer]);
    expect(page.current.status === 'ready' && page.current.value.slug).toBe('kamar-tidur');
  });

  it('fails with the call named, and a retry shows the page', async () => {
    const { page, api } = setup();
    api.failWith = new Error('Failed to fetch');
    await page.show('ruang-tamu', 1);
    expect(page.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET uni/inspiration/room' } });
    expect(page.notFound).toBe(false);
    api.failWith = null;
    await page.retry();
    expect(page.current.status).toBe('ready');
  });
});
