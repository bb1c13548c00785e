import type { ProductImage } from '../catalogue/product';

/** A room inspirations are grouped by (the catalogue's rooms: Kamar Tidur, Ruang Tamu, …). */
export interface InspirationRoom {
  readonly id: number;
  readonly name: string;
  /** The room's slug, e.g. `ruang-tamu`; the filter of `GET uni/inspiration`. */
  readonly slug: string;
  readonly imageUrl: string;
  readonly inspirationCount: number;
}

/** An inspiration as lists show it (document 1 §3: "Inspiration: slug, image_url, meta_title"). */
export interface InspirationSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly metaTitle: string;
  readonly imageUrl: string;
  readonly room: { readonly slug: string; readonly name: string };
}

/** One inspiration's page (/inspirasi-detail/{slug}): the story and the products it is made of. */
export interface Inspiration extends InspirationSummary {
  readonly metaDescription: string;
  /** The interior style, e.g. "Japandi". */
  readonly style: string;
  readonly paragraphs: readonly string[];
  readonly gallery: readonly ProductImage[];
  /** The products shown, in the order the inspiration lists them (`GET uni/product/inspiration/{id}` pages them). */
  readonly productIds: readonly number[];
  /** Milliseconds since the epoch. */
  readonly publishedAt: number;
}

/**
 * The query of `GET uni/inspiration` (document 2: "with query"; its keys are
 * not shown): `room` (a room's slug), `q` (words of the title), `page` and
 * `per_page` (12 when left out, as the store's other lists).
 */
export interface InspirationQuery {
  readonly room?: string;
  readonly q?: string;
  readonly page?: number;
  readonly perPage?: number;
}
