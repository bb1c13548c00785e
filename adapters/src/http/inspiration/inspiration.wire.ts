import * as z from 'zod/mini';
import { paged } from '../envelope';
import { imageWire, productCardWire } from '../catalogue/product.wire';
import { count, id, text } from '../wire-fields';

/** A room inspirations are grouped by, with how many it has (`GET uni/inspiration/room`). */
export const inspirationRoomWire = z.object({
  id: id(),
  name: text(),
  slug: text(),
  image_url: text(),
  total: count(),
});
export type InspirationRoomWire = z.infer<typeof inspirationRoomWire>;
export const inspirationRoomListWire = z.array(inspirationRoomWire);
export type InspirationRoomListWire = z.infer<typeof inspirationRoomListWire>;

/** An inspiration in a list (document 1 §3: "Inspiration: slug, image_url, meta_title"). */
export const inspirationCardWire = z.object({
  id: id(),
  slug: text(),
  title: text(),
  meta_title: z.nullish(z.string()),
  image_url: text(),
  room: z.object({ id: id(), name: text(), slug: text() }),
});
export type InspirationCardWire = z.infer<typeof inspirationCardWire>;

/** `data` of `GET uni/inspiration` (paged: the call takes a query). */
export const inspirationListWire = paged(inspirationCardWire);
export type InspirationListWire = z.infer<typeof inspirationListWire>;

/** `data` of `GET uni/inspiration/highlight`: a plain list. */
export const inspirationHighlightListWire = z.array(inspirationCardWire);
export type InspirationHighlightListWire = z.infer<typeof inspirationHighlightListWire>;

/**
 * `data` of `GET uni/inspiration/{id}`. `content` is the story as plain
 * paragraphs: the storefront never renders markup from the server.
 */
export const inspirationDetailWire = z.extend(inspirationCardWire, {
  meta_desc: z.nullish(z.string()),
  style: z.string(),
  content: z.array(z.string()),
  images: z.array(imageWire),
  product_ids: z.array(id()),
  created_at: z.iso.datetime({ offset: true }),
});
export type InspirationDetailWire = z.infer<typeof inspirationDetailWire>;

/** `data` of `GET uni/product/inspiration/{id}`: the inspiration's products, as the catalogue's cards, paged. */
export const inspirationProductsWire = paged(productCardWire);
export type InspirationProductsWire = z.infer<typeof inspirationProductsWire>;
