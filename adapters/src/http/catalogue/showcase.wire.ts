import * as z from 'zod/mini';
import { productCardWire } from './product.wire';
import { amount, count, text, whole } from '../wire-fields';

/**
 * `data` of `GET uni/product/search`: "suggestions read from data.results,
 * each with keyword" (document 2 §7). `type` (category, brand, product) and
 * `slug` say where a suggestion came from; the store reads the keyword.
 */
export const searchSuggestionsWire = z.object({
  results: z.array(z.object({ keyword: text(), type: z.nullish(z.string()), slug: z.nullish(z.string()) })),
});
export type SearchSuggestionsWire = z.infer<typeof searchSuggestionsWire>;

/** `data` of `GET uni/product/top`: product cards, best first (a plain list: the call does not page). */
export const topProductsWire = z.array(productCardWire);

/** An entry of a product group (document 1 §3: "entries (id, bundling, stock, and the product)"). */
export const productGroupEntryWire = z.object({
  id: whole(),
  bundling: whole(),
  stock: whole(),
  product: productCardWire,
});

/** A product group of the home page (document 1 §3: "id, name, description, image_url, list of entries"). */
export const productGroupWire = z.object({
  id: whole(),
  name: text(),
  description: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
  products: z.array(productGroupEntryWire),
});
export type ProductGroupWire = z.infer<typeof productGroupWire>;

/** `data` of `GET uni/product/groups`. */
export const productGroupListWire = z.array(productGroupWire);

/** A variant a promotion applies to. */
export const promotedVariantWire = z.object({ id: whole(), variant: z.string(), color: z.nullish(z.string()) });

/**
 * A "Kombo Hemat" deal, in the cart line's words (document 1 §3: "get-combo
 * info (combo_price, is_multiple_buy, free_type, free_uni_product_variants_id)"):
 * buying `uni_product_variants_id` of `product` lets the shopper add
 * `free_uni_product_variants_id` of `free_product` at `combo_price`.
 */
export const comboDealWire = z.object({
  id: whole(),
  name: text(),
  product: productCardWire,
  uni_product_variants_id: whole(),
  free_type: z.string(),
  free_uni_product_variants_id: whole(),
  free_product: productCardWire,
  /** The partner variant's normal (list) price. */
  price_normal: amount(),
  combo_price: amount(),
  combo_price_rp: z.string(),
  is_multiple_buy: z.boolean(),
});
export type ComboDealWire = z.infer<typeof comboDealWire>;

/** `data` of `GET uni/product/combo`. */
export const comboDealListWire = z.array(comboDealWire);

/** A product that comes with a free item ("get-free info (is_multiple_buy)"). */
export const freeGiftOfferWire = z.object({
  id: whole(),
  product: productCardWire,
  variants: z.array(promotedVariantWire),
  free_type: text(),
  free_name: text(),
  free_uni_product_variants_id: z.nullish(whole()),
  is_multiple_buy: z.boolean(),
});
export type FreeGiftOfferWire = z.infer<typeof freeGiftOfferWire>;

/** `data` of `POST uni/product/free`. */
export const freeGiftOfferListWire = z.array(freeGiftOfferWire);

/** A product sold on pre-order ("get-PO info"): `po_days` working days to shipping. */
export const preOrderOfferWire = z.object({
  id: whole(),
  product: productCardWire,
  variants: z.array(promotedVariantWire),
  po_days: count(),
  note: z.string(),
});
export type PreOrderOfferWire = z.infer<typeof preOrderOfferWire>;

/** `data` of `POST uni/product/po`. */
export const preOrderOfferListWire = z.array(preOrderOfferWire);
