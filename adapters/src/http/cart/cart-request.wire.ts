import { cartActionTypes, cartPixelEvents } from '@more/core';
import * as z from 'zod/mini';
import { id } from '../wire-fields';

/**
 * What the cart calls send. `POST more/transaction/cart` sends the cart back
 * in the shape it was read (cartWire); the rest are below.
 */

/** An item of `POST more/transaction/cart/check-stock`: a cart line's key and the quantity asked. */
const stockCheckLineWire = z.strictObject({
  uni_product_variants_id: id(),
  id_combo: z.nullable(id()),
  is_reedem: z.boolean(),
  quantity: z.number().check(z.int(), z.minimum(1)),
});

/** The body of `POST more/transaction/cart/check-stock`: the cart's lines. */
export const cartStockCheckBodyWire = z.strictObject({ items: z.array(stockCheckLineWire) });
export type CartStockCheckBodyWire = z.input<typeof cartStockCheckBodyWire>;

/** The body of `POST more/transaction/cart/multiple-check-stock`: items not (yet) in the cart, e.g. an order bought again. */
export const itemsStockCheckBodyWire = z.strictObject({
  items: z.array(z.strictObject({ uni_product_variants_id: id(), id_combo: z.nullable(id()), quantity: z.number().check(z.int(), z.minimum(1)) })),
});
export type ItemsStockCheckBodyWire = z.input<typeof itemsStockCheckBodyWire>;

/** The body of `POST more/transaction/cart/check-product`: the line whose selection flips. */
export const checkProductBodyWire = z.strictObject({ uni_product_variants_id: id(), id_combo: z.nullable(id()) });
export type CheckProductBodyWire = z.input<typeof checkProductBodyWire>;

/** The body of `POST more/transaction/cart/check-product-all`: select or unselect every line. */
export const checkAllBodyWire = z.strictObject({ is_selected: z.boolean() });
export type CheckAllBodyWire = z.input<typeof checkAllBodyWire>;

/** The body of `POST more/transaction/cart/pixel`: an ads pixel's e-commerce event. */
export const pixelEventBodyWire = z.strictObject({
  event_name: z.enum(cartPixelEvents),
  contents: z.array(z.strictObject({ id: id(), quantity: z.number().check(z.int(), z.minimum(1)), item_price: z.number().check(z.int(), z.minimum(0)) })),
  value: z.number().check(z.int(), z.minimum(0)),
  currency: z.literal('IDR'),
});
export type PixelEventBodyWire = z.input<typeof pixelEventBodyWire>;

/** The body of `POST more/transaction/cart/action`: what the shopper did with a product, and in which browser. */
export const cartActionBodyWire = z.strictObject({
  browser: z.string(),
  product: id(),
  type: z.enum(cartActionTypes),
  ip: z.nullable(z.string()),
});
export type CartActionBodyWire = z.input<typeof cartActionBodyWire>;

/** The body of `POST more/transaction/cart/check-location`: a city's code, or null for the customer's saved location. */
export const checkLocationBodyWire = z.strictObject({ city_id: z.nullable(z.string().check(z.regex(/^\d{4}$/))) });
export type CheckLocationBodyWire = z.input<typeof checkLocationBodyWire>;
