import * as z from 'zod/mini';
import { count, id, rupiah, text, whole } from '../wire-fields';

/** An image of a cart line: `image_url` and `alt_text`, as the catalogue sends images. */
export const cartImageWire = z.object({
  image_url: text(),
  alt_text: z.nullish(z.string()),
});

/** One product inside a bundle line (`bundle_summary`): how many one bundle holds, and how many the line holds. */
export const cartBundlePartWire = z.object({
  uni_product_variants_id: id(),
  name: text(),
  initial_quantity: z.number().check(z.int(), z.minimum(1)),
  quantity: count(),
});

/** `prices` of a cart line (document 1 §3): the normal price, MORE's price, and the discount between them. */
export const cartLinePricesWire = z.object({
  ho_normal: rupiah(),
  ho_normal_rp: z.string(),
  ho_more: rupiah(),
  /** Percent. */
  more_discount: z.number().check(z.minimum(0), z.maximum(100)),
  /** Rupiah taken off: ho_normal − ho_more. */
  more_discount_price: rupiah(),
});

/** Flash-sale info: the sale price and when the sale ends (unix seconds, as every flash-sale time). */
export const cartFlashSaleWire = z.object({
  price: rupiah(),
  price_rp: z.string(),
  end: z.nullish(whole()),
});

/** get-free info: the line brings a free item. */
export const cartGetFreeWire = z.object({
  is_multiple_buy: z.boolean(),
  free_type: z.nullish(z.string()),
  free_uni_product_variants_id: z.nullish(id()),
});

/** get-PO info: the line is a pre-order. */
export const cartGetPoWire = z.object({
  estimate: z.nullish(z.string()),
});

/** get-combo info: the line is part of a "Kombo Hemat" deal. */
export const cartGetComboWire = z.object({
  combo_price: rupiah(),
  is_multiple_buy: z.boolean(),
});

/**
 * A cart line with the fields of document 1 §3 ("Cart line"). `id` is the
 * product variant (uni_product_variants_id). Flags are booleans; the
 * promotion infos are null when the line has none.
 */
export const cartLineWire = z.object({
  id: id(),
  slug: text(),
  name_long: text(),
  name_short: text(),
  image: z.nullish(cartImageWire),
  valid_price: rupiah(),
  valid_price_rp: z.string(),
  subtotal: rupiah(),
  subtotal_rp: z.string(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  stock_available: count(),
  valid_stock: count(),
  is_selected: z.boolean(),
  is_reedem: z.boolean(),
  is_get_combo: z.boolean(),
  id_combo: z.nullish(id()),
  bundle_summary: z.array(cartBundlePartWire),
  prices: cartLinePricesWire,
  flash_sale: z.nullish(cartFlashSaleWire),
  get_free: z.nullish(cartGetFreeWire),
  get_po: z.nullish(cartGetPoWire),
  get_combo: z.nullish(cartGetComboWire),
});
export type CartLineWire = z.infer<typeof cartLineWire>;

/**
 * The customer's cart: `data` of `GET more/transaction/cart`, and the body of
 * `POST more/transaction/cart`, which sends the lines back in the same shape
 * under `r_more_transaction_cart_details` (document 2 §3). The server reads
 * the ids, quantities and flags of a saved line and prices it itself.
 */
export const cartWire = z.object({
  note: z.nullish(z.string()),
  r_more_transaction_cart_details: z.array(cartLineWire),
});
export type CartWire = z.infer<typeof cartWire>;

/** One item as a stock check answers it: its stock now, and whether the quantity asked fits. */
export const itemStockWire = z.object({
  uni_product_variants_id: id(),
  id_combo: z.nullish(id()),
  is_reedem: z.boolean(),
  quantity: z.number().check(z.int(), z.minimum(1)),
  valid_stock: count(),
  stock_available: count(),
  sufficient: z.boolean(),
});
export type ItemStockWire = z.infer<typeof itemStockWire>;

/**
 * `data` of `POST more/transaction/cart/check-stock` and
 * `…/multiple-check-stock`: every item the server knows, and whether all fit.
 * A check that finds too little stock is still a successful answer (the
 * message names the products); the storefront acts on `sufficient`.
 */
export const stockCheckWire = z.object({
  all_sufficient: z.boolean(),
  items: z.array(itemStockWire),
});
export type StockCheckWire = z.infer<typeof stockCheckWire>;

/** `data` of `POST more/transaction/cart/pixel`: the id the browser's pixel reports the same event with. */
export const pixelEventWire = z.object({ event_id: text() });
export type PixelEventWire = z.infer<typeof pixelEventWire>;

/** `data` of `POST more/transaction/cart/action`: nothing to read. */
export const cartActionWire = z.nullish(z.unknown());

/** `data` of `POST more/transaction/cart/check-location`. */
export const deliveryCheckWire = z.object({
  city_id: z.string().check(z.regex(/^\d{4}$/)),
  city_name: text(),
  deliverable: z.boolean(),
  estimate: z.nullish(z.string()),
  message: z.string(),
});
export type DeliveryCheckWire = z.infer<typeof deliveryCheckWire>;
