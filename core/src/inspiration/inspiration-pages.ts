import type { Gallery } from '../product-detail/gallery';
import { queryValue } from '../shared/query-string';
import { type Crumb, breadcrumbList } from '../shared/structured-data';
import type { Inspiration, InspirationRoom } from './inspiration';
import { ALL_ROOMS_SLUG, INSPIRATION_ALL_PATH, inspirationHref, inspirationRoomHref } from './inspiration-card';
import * as storePaths from '../shared/store-paths';

// The inspiration pages (document 1 §2: /inspirasi/{slug}, /inspirasi-detail/{slug}); their addresses are inspiration-card's.
export const ALL_ROOMS_LABEL = 'Semua';
/** A room page's inspirations per page, as the store's other lists (document 1 §9: "interior list 12"). */
export const INSPIRATION_PER_PAGE = 12;
/** The products of one inspiration are a handful (4 to 8 in the store's data): one page of them holds all. */
export const INSPIRATION_PRODUCTS_PER_PAGE = 24;

/** The page asked for in the address (`?page=2`); 1 for anything that is not a page number. */
export const inspirationPageOf = (search: string): number => {
  const raw = queryValue(search, 'page');
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
};

/** One chip of the room switcher. */
export interface RoomChip {
  readonly slug: string;
  readonly name: string;
  readonly href: string;
  readonly current: boolean;
}

/** "Semua" first, then every room in the server's order; the room shown is the current one. */
export const roomChips = (rooms: readonly InspirationRoom[], currentSlug: string): readonly RoomChip[] => [
  { slug: ALL_ROOMS_SLUG, name: ALL_ROOMS_LABEL, href: INSPIRATION_ALL_PATH, current: currentSlug === ALL_ROOMS_SLUG },
  ...rooms.map((room) => ({ slug: room.slug, name: room.name, href: inspirationRoomHref(room.slug), current: room.slug === currentSlug })),
];

/** The room a slug names: null for "semua" (every room), undefined for a room the store does not have. */
export const roomNamed = (rooms: readonly InspirationRoom[], slug: string): InspirationRoom | null | undefined =>
  slug === ALL_ROOMS_SLUG ? null : rooms.find((room) => room.slug === slug);

const HOME: Crumb = { name: 'Beranda', path: storePaths.home };
const INSPIRATION: Crumb = { name: 'Inspirasi', path: INSPIRATION_ALL_PATH };

/** Beranda › Inspirasi › {room}; for "semua", Beranda › Inspirasi. The page itself is the last crumb. */
export const inspirationRoomCrumbs = (room: Pick<InspirationRoom, 'slug' | 'name'> | null): readonly Crumb[] =>
  room ? [HOME, INSPIRATION, { name: room.name, path: inspirationRoomHref(room.slug) }] : [HOME, INSPIRATION];

/** Beranda › Inspirasi › {room} › {inspiration}. */
export const inspirationCrumbs = (inspiration: Pick<Inspiration, 'slug' | 'title' | 'room'>): readonly Crumb[] => [
  ...inspirationRoomCrumbs(inspiration.room),
  { name: inspiration.title, path: inspirationHref(inspiration.slug) },
];

/** What a page's head says of itself: only what differs from the meta page 'Inspirasi'. */
export interface InspirationHead {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: string | null;
  readonly jsonLd: Record<string, unknown>;
}

/**
 * A room page's head: the meta page 'Inspirasi' gives the title and
 * description of "semua"; a room's page is titled by the room (one title per
 * page for search engines). The image is the first inspiration's cover, else
 * the room's picture.
 */
export const inspirationRoomHead = (
  room: InspirationRoom | null,
  cover: string | null,
  origin: string,
  brand: string,
): InspirationHead => ({
  title: room ? `Inspirasi ${room.name} | ${brand}` : null,
  description: room ? `Ide menata ${room.name.toLowerCase()} dari ${brand}: inspirasi ruangan lengkap dengan furnitur yang bisa langsung Anda beli.` : null,
  image: cover ?? room?.imageUrl ?? null,
  jsonLd: breadcrumbList(origin, inspirationRoomCrumbs(room)),
});

const SHORT_DESCRIPTION = 160;

const shortened = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SHORT_DESCRIPTION) return flat;
  const cut = flat.slice(0, SHORT_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/**
 * An inspiration's head: its meta_title (document 1 §3) as the title, its
 * meta description (else the start of its story), its cover, and the trail.
 */
export const inspirationHead = (inspiration: Inspiration, origin: string, brand: string): InspirationHead => ({
  title: inspiration.metaTitle.trim() || `${inspiration.title} | ${brand}`,
  description: inspiration.metaDescription || shortened(inspiration.paragraphs[0] ?? inspiration.title) || null,
  image: inspiration.imageUrl || inspiration.gallery[0]?.url || null,
  jsonLd: breadcrumbList(origin, inspirationCrumbs(inspiration)),
});

/** The inspiration's photos for the gallery: its own, else its cover alone; the first is shown first. */
export const inspirationGallery = (inspiration: Pick<Inspiration, 'gallery' | 'imageUrl' | 'title'>): Gallery => ({
  images: inspiration.gallery.length > 0 ? inspiration.gallery : inspiration.imageUrl ? [{ url: inspiration.imageUrl, alt: inspiration.title }] : [],
  active: 0,
});

/** "speed 500 ms (800 ms for inspiration)" (document 1 §9): an inspiration's photos move at 800 ms. */
export const INSPIRATION_SLIDE_SPEED_MS = 800;
