import * as z from 'zod/mini';
import { imageWire } from '../catalogue/product.wire';
import { amount, count, text, whole } from '../wire-fields';

/**
 * One product offered in a flash sale (document 1 §3: "the product, variants
 * (name_long, name_short, slug, bundling), prices (ho_normal_rp), images,
 * price_rp, discount, remains, limit"). Amounts come as whole rupiah beside
 * their `*_rp` texts; the store reads the numbers.
 */
export const flashSaleProductWire = z.object({
  id: whole(),
  product: z.object({ id: whole(), slug: text(), name: text() }),
  variants: z.object({
    id: whole(),
    name_long: z.string(),
    name_short: z.string(),
    slug: text(),
    /** 1 means bundle. */
    bundling: whole(),
  }),
  prices: z.object({ ho_normal: amount(), ho_normal_rp: z.string() }),
  images: z.array(imageWire),
  price: amount(),
  price_rp: z.string(),
  /** Percent. */
  discount: amount(),
  remains: count(),
  limit: count(),
});
export type FlashSaleProductWire = z.infer<typeof flashSaleProductWire>;

/**
 * A flash-sale group (document 1 §3: "title, id, start and end (unix seconds),
 * date_start, date_end, list of products"); `date_start` and `date_end` are
 * the same times written out (ISO 8601, +07:00).
 */
export const flashSaleGroupWire = z.object({
  id: whole(),
  title: text(),
  start: whole(),
  end: whole(),
  date_start: z.nullish(z.string()),
  date_end: z.nullish(z.string()),
  products: z.array(flashSaleProductWire),
});
export type FlashSaleGroupWire = z.infer<typeof flashSaleGroupWire>;

/** `data` of `POST uni/product/flashsale` and `GET more/promotion/flashsale-group`: the groups not over, soonest first. */
export const flashSaleGroupListWire = z.array(flashSaleGroupWire);

/** `data` of `GET more/promotion/flashsale`: the products on sale now, across groups. */
export const flashSaleProductListWire = z.array(flashSaleProductWire);
