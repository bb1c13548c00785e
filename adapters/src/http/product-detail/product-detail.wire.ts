import * as z from 'zod/mini';
import { imageWire, productCardWire } from '../catalogue/product.wire';
import { amount, count, text, whole } from '../wire-fields';

/** The variant is in a running flash sale (document 1 §3: "price_rp, discount, remains, limit"); `end` in unix seconds. */
export const variantFlashSaleWire = z.object({
  id: whole(),
  flashsale_group_id: z.nullish(whole()),
  price: amount(),
  price_rp: z.string(),
  discount: amount(),
  remains: count(),
  limit: count(),
  start: whole(),
  end: whole(),
});

/** Buying the variant brings a free item ("get-free info (is_multiple_buy)"). */
export const variantFreeWire = z.object({
  free_type: text(),
  free_name: text(),
  free_uni_product_variants_id: z.nullish(whole()),
  is_multiple_buy: z.boolean(),
});

/** The variant is sold on pre-order ("get-PO info"). */
export const variantPreOrderWire = z.object({
  po_days: count(),
  note: z.string(),
});

/** One buyable variant of an opened product; its id is the cart's `uni_product_variants_id`. */
export const productVariantWire = z.object({
  id: whole(),
  variant: z.string(),
  color: z.nullish(z.string()),
  color_hex: z.nullish(z.string()),
  price_normal: amount(),
  price_normal_rp: z.nullish(z.string()),
  /** What the shopper pays outside a flash sale. */
  price_discount: amount(),
  price_discount_rp: z.nullish(z.string()),
  /** Percent. */
  discount: amount(),
  stock: count(),
  image: z.nullish(imageWire),
  flash_sale: z.nullish(variantFlashSaleWire),
  free: z.nullish(variantFreeWire),
  po: z.nullish(variantPreOrderWire),
});
export type ProductVariantWire = z.infer<typeof productVariantWire>;

const categoryRefWire = z.object({ id: whole(), name: text(), slug: text() });

/**
 * `data` of `GET uni/product/{slug}`: the card's fields (document 1 §3,
 * "Product / product card") and what the detail page adds, with each variant
 * carrying its flash-sale, free and pre-order info when it has them.
 */
export const productDetailWire = z.extend(productCardWire, {
  description: z.string(),
  category: z.nullish(categoryRefWire),
  sub_category: z.nullish(categoryRefWire),
  brand: z.nullish(z.string()),
  materials: z.array(z.string()),
  room_type: z.nullish(z.string()),
  variants: z.array(productVariantWire),
});
export type ProductDetailWire = z.infer<typeof productDetailWire>;

/** One product inside a bundle (the cart line's `bundle_summary`); `quantity` is per bundle. */
export const bundleComponentWire = z.object({
  uni_product_variants_id: whole(),
  uni_products_id: whole(),
  name: text(),
  slug: z.nullish(z.string()),
  variant: z.nullish(z.string()),
  color: z.nullish(z.string()),
  quantity: z.number().check(z.int(), z.minimum(1)),
  image_url: z.nullish(z.string()),
});
export type BundleComponentWire = z.infer<typeof bundleComponentWire>;

/** `data` of `GET uni/product/bundle/{id}`: what the bundle holds. */
export const bundleComponentListWire = z.array(bundleComponentWire);

/** `data` of `POST more/user/sync/product`: the history as the server kept it, most recent first. */
export const productHistoryWire = z.object({ products_id: z.array(whole()) });
export type ProductHistoryWire = z.infer<typeof productHistoryWire>;
