import {
  ActivityReminders,
  type ActivityReminderChoiceStore,
  type Exhibition,
  ExhibitionReader,
  PartnerProducts,
  type ShowroomActivity,
  ShowroomActivities,
  ShowroomCatalogues,
  ShowroomMapSection,
  ShowroomNotices,
  ShowroomPartners,
  type ShowroomVideo,
  ShowroomVideos,
  StoreFailure,
  Wishlist,
} from '@more/core';
import { InMemoryShowroomApi, aProduct } from '@more/core/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import ExhibitionPage from './pages/ExhibitionPage';
import MoreversePage from './pages/MoreversePage';
import ShowroomRoomPage from './pages/ShowroomRoomPage';

// Document 1 §2 /moreverse, /vr/{slug}; document 2 §7 "Virtual showroom"; §9 "Showroom hours Monday-Sunday 09:00-21:00".

const HOUR = 3_600_000;
// 27 November 2026 10:00 WIB: the showroom is open.
const NOW = Date.UTC(2026, 10, 27, 3);

const activity = (id: number, title: string, startsAt: number, areaName = 'Hall Ruang Keluarga'): ShowroomActivity => ({
  id,
  title,
  description: 'Acara bersama mitra MOREVERSE.',
  areaName,
  partnerId: null,
  imageUrl: 'https://img.test/a.svg',
  startsAt,
  endsAt: startsAt + HOUR,
});
const video = (id: number, fields: Partial<ShowroomVideo>): ShowroomVideo => ({
  id,
  title: `Video ${id}`,
  description: 'Tur singkat.',
  thumbnailUrl: 'https://img.test/v.svg',
  durationSeconds: 185,
  publishedAt: NOW - id * HOUR,
  partnerId: null,
  fileUrl: null,
  watchUrl: null,
  ...fields,
});
const partner = {
  id: 3,
  name: 'Nusa Living Studio',
  slug: 'nusa-living-studio',
  description: 'Sofa dan meja tamu.',
  logoUrl: 'https://img.test/l.svg',
  boothCode: 'C-01',
  productCount: 10,
  websiteUrl: 'https://nusa-living.test/',
};
/** A partner without a site of its own. */
const quietPartner = { id: 5, name: 'Lampu Rumah', slug: 'lampu-rumah', description: 'Lampu lantai dan meja.', logoUrl: 'https://img.test/m.svg', boothCode: 'D-02', productCount: 0 };
const exhibition: Exhibition = {
  id: 4,
  slug: 'ruang-keluarga-japandi',
  title: 'Ruang Keluarga Japandi',
  partner: { id: 3, name: 'Nusa Living Studio', logoUrl: 'https://img.test/l.svg' },
  areaName: 'Hall Ruang Keluarga',
  boothCode: 'C-01',
  imageUrl: 'https://img.test/c.svg',
  paragraphs: ['Sebuah ruang keluarga utuh bergaya Japandi.'],
  startsAt: NOW - 2 * 24 * HOUR,
  endsAt: NOW + 5 * 24 * HOUR,
  products: [aProduct({ id: 21, name: 'Sofa Aruna', slug: 'sofa-aruna' })],
};

class MemoryChoice implements ActivityReminderChoiceStore {
  constructor(public ids: readonly number[] = []) {}
  load = () => this.ids;
  save = (ids: readonly number[]) => {
    this.ids = [...ids];
  };
}

const showroomWorld = (choice = new MemoryChoice()) => {
  const api = new InMemoryShowroomApi(
    {
      map: {
        imageUrl: 'https://img.test/map.svg',
        openingHours: 'Senin-Minggu 09:00-21:00',
        areas: [{ id: 3, name: 'Hall Ruang Keluarga', description: 'Sofa dan panggung acara.', position: { x: 30, y: 72 }, booths: [{ code: 'C-01', partnerId: 3, partnerName: 'Nusa Living Studio', exhibitionId: 4 }] }],
      },
      partners: [partner, quietPartner],
      exhibitions: [exhibition],
      videos: [video(1, { fileUrl: 'https://api.more.test/media/video/tur.mp4' }), video(2, { watchUrl: 'https://www.youtube.com/@morefurniture' }), video(3, {})],
      activities: [activity(1, 'Live Shopping Ruang Keluarga', NOW - HOUR / 2), activity(2, 'Demo Merawat Kayu Jati', NOW + 24 * HOUR), activity(3, 'Demo Perakitan Lemari', NOW - 24 * HOUR)],
      notices: [
        { id: 1, title: 'Lama', message: 'Pengumuman lama.', activityId: null, imageUrl: '', createdAt: NOW - 48 * HOUR },
        { id: 2, title: 'Baru', message: 'Pengumuman baru.', activityId: null, imageUrl: '', createdAt: NOW - HOUR },
      ],
      productsByPartner: { 3: Array.from({ length: 10 }, (_, index) => aProduct({ id: 100 + index, name: `Produk ${index + 1}`, slug: `produk-${index + 1}` })) },
    },
    () => NOW,
  );
  const services = testServices([
    [ShowroomMapSection, new ShowroomMapSection(api)],
    [ShowroomPartners, new ShowroomPartners(api)],
    [ShowroomCatalogues, new ShowroomCatalogues(api)],
    [ShowroomVideos, new ShowroomVideos(api)],
    [ShowroomActivities, new ShowroomActivities(api)],
    [ShowroomNotices, new ShowroomNotices(api)],
    [ExhibitionReader, new ExhibitionReader(api)],
    [PartnerProducts, new PartnerProducts(api)],
    [ActivityReminders, new ActivityReminders(api, choice)],
    [Wishlist, aGuestWishlist()],
  ]);
  return { api, services, choice };
};

const tree = (address: string, page: ReactElement, world: ReturnType<typeof showroomWorld>) => {
  const location = memoryLocation({ path: address });
  return (
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </ServicesProvider>
  );
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('/moreverse', () => {
  it('shows the map with its places listed, the exhibitions, opening hours and open sign, videos and notices newest first', async () => {
    render(tree('/moreverse', <MoreversePage />, showroomWorld()));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MOREVERSE');
    const map = await screen.findByRole('img', { name: /^Peta showroom virtual MOREVERSE dengan 1 area: Hall Ruang Keluarga/ });
    expect(map.getAttribute('src')).toBe('https://img.test/map.svg');
    const places = screen.getByRole('list', { name: 'Area di MOREVERSE' });
    expect(within(places).getByRole('link', { name: 'Hall Ruang Keluarga' }).getAttribute('href')).toBe('/vr/hall-ruang-keluarga');
    expect(within(places).getByRole('list', { name: 'Booth di Hall Ruang Keluarga' }).textContent).toBe('C-01 Nusa Living Studio');
    expect(screen.getByRole('link', { name: 'Lihat pameran Nusa Living Studio' }).getAttribute('href')).toBe('/moreverse/pameran/4');
    expect(screen.getByTestId('opening-hours').textContent).toBe('Jam buka showroom: Senin-Minggu 09:00-21:00 WIBBuka sekarang');
    await waitFor(() => expect(screen.getAllByTestId('notice').map((n) => n.querySelector('h3')!.textContent)).toEqual(['Baru', 'Lama']));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Peta Showroom', 'Pameran Mitra', 'Mitra MOREVERSE', 'Katalog', 'Video', 'Acara MOREVERSE', 'Pengumuman']);
  });

  it('plays a file of the store\'s media in its own player, links out to YouTube, and shows a video with neither without a link', async () => {
    render(tree('/moreverse', <MoreversePage />, showroomWorld()));
    await waitFor(() => expect(screen.getAllByTestId('video')).toHaveLength(3));
    const [withFile, withPage, bare] = screen.getAllByTestId('video');
    const player = withFile!.querySelector('video')!;
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.querySelector('source')!.getAttribute('src')).toBe('https://api.more.test/media/video/tur.mp4');
    expect(within(withFile!).queryByRole('link')).toBeNull();
    const out = within(withPage!).getByRole('link', { name: 'Tonton di YouTube: Video 2 (membuka tab baru)' });
    expect(out.getAttribute('href')).toBe('https://www.youtube.com/@morefurniture');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(out.getAttribute('target')).toBe('_blank');
    expect(within(bare!).queryByRole('link')).toBeNull();
    expect(bare!.textContent).toContain('3:05');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives each activity its phase, and remembers ★ choices with the server\'s reminders', async () => {
    const world = showroomWorld();
    render(tree('/moreverse', <MoreversePage />, world));
    await waitFor(() => expect(screen.getAllByTestId('phase')).toHaveLength(3));
    expect(screen.getAllByTestId('activity').map((a) => a.querySelector('[data-testid="phase"]')!.textContent)).toEqual(['Sedang Berlangsung', 'Akan Datang', 'Selesai']);
    // A finished activity has nothing left to remind of.
    expect(screen.queryByRole('button', { name: 'Ingatkan Saya: Demo Perakitan Lemari' })).toBeNull();
    const live = screen.getByRole('button', { name: 'Ingatkan Saya: Live Shopping Ruang Keluarga' });
    expect(live.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(live);
    fireEvent.click(screen.getByRole('button', { name: 'Ingatkan Saya: Demo Merawat Kayu Jati' }));
    await waitFor(() => expect(screen.getAllByTestId('reminder')).toHaveLength(2));
    expect(live.getAttribute('aria-pressed')).toBe('true');
    expect(world.choice.ids).toEqual([1, 2]);
    const [first] = screen.getAllByTestId('reminder');
    expect(first!.getAttribute('data-due')).toBe('true');
    expect(first!.textContent).toContain('Segera: Live Shopping Ruang Keluarga');
  });

  it('opens a partner\'s products in place, loads more, and closes them', async () => {
    render(tree('/moreverse', <MoreversePage />, showroomWorld()));
    const open = await screen.findByRole('button', { name: 'Lihat Produk (10)' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(open.getAttribute('aria-controls')).toBe('partner-products-3');
    fireEvent.click(open);
    const list = await screen.findByRole('list', { name: 'Produk Nusa Living Studio' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Tutup Produk' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Produk Nusa Living Studio' })).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup Produk' }));
    expect(screen.queryByRole('list', { name: 'Produk Nusa Living Studio' })).toBeNull();
  });

  // Issue 40, point 7 (document 1 §1, "There are affiliate and partner links").
  it('links each partner with a site of its own out to it, in a new tab, and shows the others without a link', async () => {
    render(tree('/moreverse', <MoreversePage />, showroomWorld()));
    const partners = await screen.findAllByTestId('partner');
    expect(partners).toHaveLength(2);
    const site = within(partners[0]!).getByRole('link', { name: 'Kunjungi situs Nusa Living Studio (membuka tab baru)' });
    expect([site.getAttribute('href'), site.getAttribute('target'), site.getAttribute('rel')]).toEqual(['https://nusa-living.test/', '_blank', 'noopener noreferrer']);
    expect(within(partners[1]!).queryByTestId('partner-site')).toBeNull();
    expect(within(partners[1]!).getByText('Lampu Rumah')).toBeTruthy();
  });

  it('shows a failed section with "Coba Lagi" while the others stay, and the retry shows it', async () => {
    const world = showroomWorld();
    const partners = world.services.get(ShowroomPartners);
    world.api.failWith = new StoreFailure('server', 'GET moreverse/mitra', 'down', { status: 500 });
    await partners.ensureLoaded();
    world.api.failWith = null;
    render(tree('/moreverse', <MoreversePage />, world));
    const failed = await screen.findByTestId('moreverse-partners-failed');
    expect(failed.textContent).toContain('Daftar mitra belum dapat ditampilkan.');
    await screen.findByRole('img', { name: /^Peta showroom/ });
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('button', { name: 'Lihat Produk (10)' });
  });

  it('renders on the server without a phase or open sign, which come after hydration from the browser\'s clock', async () => {
    const world = showroomWorld();
    await Promise.all([world.services.get(ShowroomMapSection).ensureLoaded(), world.services.get(ShowroomActivities).ensureLoaded()]);
    const html = renderToString(
      <ServicesProvider services={world.services}>
        <Router ssrPath="/moreverse">
          <MoreversePage />
        </Router>
      </ServicesProvider>,
    );
    expect(html).toContain('Live Shopping Ruang Keluarga');
    expect(html).not.toContain('Sedang Berlangsung');
    expect(html).not.toContain('Buka sekarang');
    expect(html).not.toContain('Ingatkan Saya');
  });
});

describe('/moreverse/pameran/{id}', () => {
  it('shows the exhibition with its partner, period and phase, products, trail and the address to share', async () => {
    render(tree('/moreverse/pameran/4', <ExhibitionPage params={{ id: '4' }} />, showroomWorld()));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ruang Keluarga Japandi');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('BerandaMOREVERSERuang Keluarga Japandi');
    expect(screen.getByTestId('exhibition').textContent).toContain('Booth C-01 · Hall Ruang Keluarga');
    expect(screen.getByTestId('exhibition').textContent).toContain('25 November 2026 10:00 - 02 Desember 2026 10:00 WIB');
    expect(screen.getByTestId('phase').textContent).toBe('Sedang Berlangsung');
    expect(within(screen.getByRole('list', { name: 'Produk pameran Ruang Keluarga Japandi' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('share-address').textContent).toBe(`${window.location.origin}/moreverse/pameran/4`);
  });

  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      render(tree('/moreverse/pameran/4', <ExhibitionPage params={{ id: '4' }} />, showroomWorld()));
      fireEvent.click(await screen.findByRole('button', { name: 'Bagikan' }));
      expect(share).toHaveBeenCalledWith({ title: 'Ruang Keluarga Japandi', url: `${window.location.origin}/moreverse/pameran/4` });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('says an unknown exhibition is not found', async () => {
    render(tree('/moreverse/pameran/99', <ExhibitionPage params={{ id: '99' }} />, showroomWorld()));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pameran tidak ditemukan');
  });
});

describe('/vr/{slug}', () => {
  it('shows the room with its booths, their exhibition, the activities held there and a way back to the map', async () => {
    render(tree('/vr/hall-ruang-keluarga', <ShowroomRoomPage params={{ slug: 'hall-ruang-keluarga' }} />, showroomWorld()));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Hall Ruang Keluarga');
    expect(screen.getByRole('link', { name: 'Lihat pameran Nusa Living Studio' }).getAttribute('href')).toBe('/moreverse/pameran/4');
    await waitFor(() => expect(screen.getAllByTestId('activity')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Kembali ke peta MOREVERSE' }).getAttribute('href')).toBe('/moreverse');
  });

  it('says an unknown room is not found', async () => {
    render(tree('/vr/ruang-rahasia', <ShowroomRoomPage params={{ slug: 'ruang-rahasia' }} />, showroomWorld()));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ruangan tidak ditemukan');
  });
});
