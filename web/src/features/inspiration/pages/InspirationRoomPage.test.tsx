import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { inspirationWorld, settle } from '../inspiration.fixture';
import InspirationRoomPage from './InspirationRoomPage';

const page = <Route path="/inspirasi/:slug">{(params) => <InspirationRoomPage params={params} />}</Route>;

const open = async (path: string) => {
  const world = inspirationWorld(path);
  await world.show(page);
  return world;
};

const chips = () => within(screen.getByRole('navigation', { name: 'Pilih ruangan' })).getAllByRole('link');

describe('/inspirasi/{slug} (document 1 §2; document 2 §7 "Inspiration": uni/inspiration/room, uni/inspiration)', () => {
  it("shows the room's inspirations 12 a page as cards leading to their pages, with a pager", async () => {
    await open('/inspirasi/ruang-tamu');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inspirasi Ruang Tamu');
    const cards = within(screen.getByTestId('inspirations')).getAllByTestId('inspiration-card');
    expect(cards).toHaveLength(12);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/inspirasi-detail/tamu-1');
    expect(screen.getByTestId('inspirations-count').textContent).toBe('14 inspirasi · halaman 1 dari 2');
    const pager = screen.getByRole('navigation', { name: 'Halaman inspirasi' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('href')).toBe('/inspirasi/ruang-tamu?page=2');
    // The trail: Beranda › Inspirasi › Ruang Tamu (the page itself).
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/inspirasi/semua']);
    expect(within(trail).getByText('Ruang Tamu').getAttribute('aria-current')).toBe('page');
  });

  it('puts "Semua" first in the switcher and marks the room shown', async () => {
    await open('/inspirasi/ruang-tamu');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Semua', 'Kamar Tidur', 'Ruang Tamu', 'Ruang Kerja']);
    expect(chips().filter((chip) => chip.getAttribute('aria-current') === 'page').map((chip) => chip.textContent)).toEqual(['Ruang Tamu']);
    expect(chips()[0]!.getAttribute('href')).toBe('/inspirasi/semua');
  });

  it('shows the page of the address (?page=2)', async () => {
    await open('/inspirasi/ruang-tamu?page=2');
    const cards = within(screen.getByTestId('inspirations')).getAllByTestId('inspiration-card');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(['/inspirasi-detail/tamu-13', '/inspirasi-detail/tamu-14']);
  });

  it('switches rooms by its chips, the switcher staying in place while the list loads', async () => {
    const world = await open('/inspirasi/ruang-tamu');
    act(() => {
      fireEvent.click(chips()[1]!);
    });
    // The list is loading; the chips are still there, the chosen one already marked.
    expect(screen.getByTestId('inspirations-loading').getAttribute('aria-busy')).toBe('true');
    expect(chips()).toHaveLength(4);
    expect(chips()[1]!.getAttribute('aria-current')).toBe('page');
    await act(settle);
    expect(world.location.history?.at(-1)).toBe('/inspirasi/kamar-tidur');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inspirasi Kamar Tidur');
    expect(within(screen.getByTestId('inspirations')).getAllByTestId('inspiration-card')).toHaveLength(2);
    expect(chips().find((chip) => chip.getAttribute('aria-current') === 'page')?.textContent).toBe('Kamar Tidur');
  });

  it('lists every room\'s for "semua", the trail ending at Inspirasi', async () => {
    await open('/inspirasi/semua');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inspirasi Ruangan');
    expect(screen.getByTestId('inspirations-count').textContent).toBe('16 inspirasi · halaman 1 dari 2');
    expect(chips()[0]!.getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Inspirasi').getAttribute('aria-current')).toBe('page');
  });

  it('says a room without inspirations is empty, and leads to every room', async () => {
    await open('/inspirasi/ruang-kerja');
    const empty = screen.getByTestId('inspirations-empty');
    expect(empty.textContent).toContain('Belum ada inspirasi untuk ruang kerja');
    expect(within(empty).getByRole('link', { name: 'Lihat Semua Inspirasi' }).getAttribute('href')).toBe('/inspirasi/semua');
  });

  it('says a page past the last is not there, and leads to page 1', async () => {
    await open('/inspirasi/kamar-tidur?page=4');
    expect(within(screen.getByTestId('inspirations-past-end')).getByRole('link').getAttribute('href')).toBe('/inspirasi/kamar-tidur');
  });

  it('shows a busy skeleton while loading, a failure with a retry that shows the room', async () => {
    const world = inspirationWorld('/inspirasi/ruang-tamu');
    world.api.failWith = new Error('Failed to fetch');
    await world.show(page);
    const failure = screen.getByTestId('inspirations-failed');
    expect(failure.textContent).toContain('Inspirasi belum dapat ditampilkan.');
    // The rooms failed too: no switcher of placeholders left waiting.
    expect(screen.queryByRole('navigation', { name: 'Pilih ruangan' })).toBeNull();
    world.api.failWith = null;
    // The retry's answer waits until let go: the skeleton shows meanwhile.
    const list = world.api.list.bind(world.api);
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    world.api.list = async (query) => {
      await held;
      return list(query);
    };
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getByTestId('inspirations-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      letGo();
      await settle();
    });
    expect(within(screen.getByTestId('inspirations')).getAllByTestId('inspiration-card')).toHaveLength(12);
    expect(chips()).toHaveLength(4);
  });

  it('says an unknown room is not found (reached by a link; the server answers 404)', async () => {
    await open('/inspirasi/gudang');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ruangan tidak ditemukan');
    expect(within(screen.getByTestId('room-not-found')).getByRole('link').getAttribute('href')).toBe('/inspirasi/semua');
  });
});
