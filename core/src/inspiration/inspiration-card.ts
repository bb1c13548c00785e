import type { InspirationSummary } from './inspiration';

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

export const inspirationHref = (slug: string): string => `/inspirasi-detail/${encodeURIComponent(slug)}`;

export const toInspirationCard = (inspiration: InspirationSummary): InspirationCard => ({
  id: inspiration.id,
  title: inspiration.title,
  imageUrl: inspiration.imageUrl,
  imageAlt: inspiration.title,
  href: inspirationHref(inspiration.slug),
  roomName: inspiration.room.name,
});
