import { describe, expect, it } from 'vitest';
import { anInspiration } from './fakes';
import {
  inspirationCrumbs,
  inspirationGallery,
  inspirationHead,
  inspirationPageOf,
  inspirationRoomCrumbs,
  inspirationRoomHead,
  roomChips,
  roomNamed,
} from './inspiration-pages';
import { ALL_ROOMS_SLUG, INSPIRATION_ALL_PATH, inspirationRoomHref } from './inspiration-card';

const rooms = [
  { id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: 'https://img.test/k.jpg', inspirationCount: 5 },
  { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', imageUrl: 'https://img.test/r.jpg', inspirationCount: 5 },
];
const origin = 'https://more.test';

describe('the inspiration pages\' addresses (document 1 §2: /inspirasi/{slug}, /inspirasi-detail/{slug})', () => {
  it('names every room "semua", and pages with ?page= from 2 on', () => {
    expect(ALL_ROOMS_SLUG).toBe('semua');
    expect(INSPIRATION_ALL_PATH).toBe('/inspirasi/semua');
    expect(inspirationRoomHref('ruang-tamu')).toBe('/inspirasi/ruang-tamu');
    expect(inspirationRoomHref('ruang-tamu', 1)).toBe('/inspirasi/ruang-tamu');
    expect(inspirationRoomHref('ruang-tamu', 3)).toBe('/inspirasi/ruang-tamu?page=3');
  });

  it('reads the page of the address, 1 for anything else', () => {
    expect(inspirationPageOf('?page=2')).toBe(2);
    expect(inspirationPageOf('')).toBe(1);
    expect(inspirationPageOf('?page=0')).toBe(1);
    expect(inspirationPageOf('?page=-3')).toBe(1);
    expect(inspirationPageOf('?page=dua')).toBe(1);
    expect(inspirationPageOf('?page=99999999999')).toBe(1);
  });

  it('puts "Semua" first in the switcher and marks the room shown', () => {
    expect(roomChips(rooms, 'ruang-tamu')).toEqual([
      { slug: 'semua', name: 'Semua', href: '/inspirasi/semua', current: false },
      { slug: 'kamar-tidur', name: 'Kamar Tidur', href: '/inspirasi/kamar-tidur', current: false },
      { slug: 'ruang-tamu', name: 'Ruang Tamu', href: '/inspirasi/ruang-tamu', current: true },
    ]);
    expect(roomChips(rooms, 'semua').filter((chip) => chip.current).map((chip) => chip.name)).toEqual(['Semua']);
  });

  it('finds a room by slug: null for every room, undefined for none', () => {
    expect(roomNamed(rooms, 'kamar-tidur')?.id).toBe(1);
    expect(roomNamed(rooms, 'semua')).toBeNull();
    expect(roomNamed(rooms, 'gudang')).toBeUndefined();
  });
});

describe('the trail: Beranda › Inspirasi › room › inspiration (issue 22 point 6)', () => {
  it('is a BreadcrumbList with absolute URLs on both pages', () => {
    expect(inspirationRoomCrumbs(null).map((crumb) => crumb.name)).toEqual(['Beranda', 'Inspirasi']);
    const inspiration = anInspiration({ slug: 'tamu-hangat', title: 'Tamu Hangat' });
    expect(inspirationCrumbs(inspiration)).toEqual([
      { name: 'Beranda', path: '/' },
      { name: 'Inspirasi', path: '/inspirasi/semua' },
      { name: 'Ruang Tamu', path: '/inspirasi/ruang-tamu' },
      { name: 'Tamu Hangat', path: '/inspirasi-detail/tamu-hangat' },
    ]);
    const head = inspirationRoomHead(rooms[1]!, null, origin, 'MORE Furniture');
    expect(head.jsonLd).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Beranda', item: 'https://more.test/' },
        { position: 2, name: 'Inspirasi', item: 'https://more.test/inspirasi/semua' },
        { position: 3, name: 'Ruang Tamu', item: 'https://more.test/inspirasi/ruang-tamu' },
      ],
    });
  });
});

describe('the heads', () => {
  it('leaves "semua" to the meta page \'Inspirasi\' and titles a room by its name, with a cover', () => {
    const all = inspirationRoomHead(null, 'https://img.test/cover.svg', origin, 'MORE Furniture');
    expect(all).toMatchObject({ title: null, description: null, image: 'https://img.test/cover.svg' });
    const room = inspirationRoomHead(rooms[0]!, null, origin, 'MORE Furniture');
    expect(room.title).toBe('Inspirasi Kamar Tidur | MORE Furniture');
    expect(room.description).toMatch(/kamar tidur/);
    expect(room.image).toBe('https://img.test/k.jpg');
  });

  it("titles an inspiration by its meta_title (document 1 §3), described by its meta description or its story's start", () => {
    const inspiration = anInspiration({ metaTitle: 'Inspirasi Ruang Tamu Japandi | MORE Furniture', imageUrl: 'https://img.test/c.svg' });
    const head = inspirationHead(inspiration, origin, 'MORE Furniture');
    expect(head).toMatchObject({ title: 'Inspirasi Ruang Tamu Japandi | MORE Furniture', description: inspiration.metaDescription, image: 'https://img.test/c.svg' });
    expect((head.jsonLd['itemListElement'] as unknown[]).length).toBe(4);
    const long = 'Kayu terang '.repeat(30);
    const bare = inspirationHead(anInspiration({ metaTitle: ' ', title: 'Tamu', metaDescription: '', paragraphs: [long] }), origin, 'MORE Furniture');
    expect(bare.title).toBe('Tamu | MORE Furniture');
    expect(bare.description!.length).toBeLessThanOrEqual(160);
    expect(bare.description!.endsWith('…')).toBe(true);
  });

  it('shows its photos in the gallery, else its cover alone', () => {
    const photos = [{ url: 'https://img.test/1.jpg', alt: 'satu' }, { url: 'https://img.test/2.jpg', alt: 'dua' }];
    expect(inspirationGallery(anInspiration({ gallery: photos }))).toEqual({ images: photos, active: 0 });
    expect(inspirationGallery(anInspiration({ gallery: [], imageUrl: 'https://img.test/c.svg', title: 'Tamu' }))).toEqual({
      images: [{ url: 'https://img.test/c.svg', alt: 'Tamu' }],
      active: 0,
    });
  });
});
