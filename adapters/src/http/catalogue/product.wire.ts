import * as z from 'zod/mini';
import { paged } from '../envelope';
import { amount, count, text, whole } from '../wire-fields';

/** An image as the API sends it: `image_url` and `alt_text` (document 1 §3). */
export const imageWire = z.object({
  image_url: text(),
  alt_text: z.nullish(z.string()),
});
export type ImageWire = z.infer<typeof imageWire>;

/**
 * A product as `GET uni/product` lists it (document 1 §3, "Product / product
 * card"). Only the fields the store reads are required; anything else the
 * server adds passes unread.
 */
export const productCardWire = z.object({
  id: whole(),
  slug: text(),
  name: text(),
  /** 1 means bundle. */
  bundling: whole(),
  stock: whole(),
  price_normal: amount(),
  price_normal_min: amount(),
  price_discount_min: amount(),
  price_range: z.nullish(z.string()),
  discount_max: amount(),
  /** Amount text; "Rp0" means no voucher. */
  status_voucher: z.string(),
  total_sales: count(),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  /** Badge type: GRATIS, FLASH SALE, KOMBO HEMAT, SALE, HOT PRODUCT, NEW PRODUCT. */
  seo_4: z.nullish(z.string()),
  /** Badge text. */
  seo_5: z.nullish(z.string()),
  images: z.array(imageWire),
  atmosphere_images: z.array(imageWire),
  variants: z.optional(z.array(z.object({ variant: z.string(), color: z.string() }))),
  variants_available: count(),
  colors_available: count(),
});
export type ProductCardWire = z.infer<typeof productCardWire>;

/** `data` of `GET uni/product`. */
export const productListWire = paged(productCardWire);
export type ProductListWire = z.infer<typeof productListWire>;
