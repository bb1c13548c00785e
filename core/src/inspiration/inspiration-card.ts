import type { InspirationSummary } from './inspiration';
import * as storePaths from '../shared/store-paths';

/** An inspiration as its cards show it (the product page's, the home page's highlight). */
export interface InspirationCard {
  readonly id: number;
  readonly title: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  /** The inspiration's page (document 1 §2: /inspirasi-detail/{slug}). */
  readonly href: string;
  /** The room it belongs to, e.g. "Kamar Tidur". */
  readonly roomName: string;
}

export const inspirationHref = (slug: string): string => storePaths.inspiration(slug);

/**
 * Document 1 has no page of every inspiration; the store's is the room page
 * of the room "semua", whose chip "Semua" comes first. The home page's
 * "Lihat Semua" leads there, and the old /inspirasi redirects there. Here,
 * beside the cards' href, as the home page's highlight needs no more.
 */
export const ALL_ROOMS_SLUG = 'semua';
export const INSPIRATION_ALL_PATH = storePaths.inspirationRoom(ALL_ROOMS_SLUG);

/** A room's page (document 1 §2: /inspirasi/{slug}), `?page=` from page 2 on. */
export const inspirationRoomHref = (slug: string, page = 1): string =>
  `${storePaths.inspirationRoom(slug)}${page > 1 ? `?page=${page}` : ''}`;

export const toInspirationCard = (inspiration: InspirationSummary): InspirationCard => ({
  id: inspiration.id,
  title: inspiration.title,
  imageUrl: inspiration.imageUrl,
  imageAlt: inspiration.title,
  href: inspirationHref(inspiration.slug),
  roomName: inspiration.room.name,
});
