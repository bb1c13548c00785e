import { Collection } from '@msw/data';
import { z } from 'zod';

/**
 * A line of a customer's cart: which variant, in which deal, how many, ticked
 * or not. Everything the cart shows besides (names, prices, stock, promotion
 * terms) is read from the catalogue when the cart is answered, so it is
 * always today's.
 */
export const cartLineRecord = z.object({
  customerId: z.number().int(),
  variantId: z.number().int(),
  /** id_combo: the "Kombo Hemat" deal the line belongs to, or null. */
  comboId: z.number().int().nullable(),
  /** is_reedem: a reward bought with points. */
  isRedeem: z.boolean(),
  quantity: z.number().int().min(1),
  selected: z.boolean(),
  /** Unix seconds: lines are answered in the order they were added. */
  addedAt: z.number().int(),
});
export type CartLineRecord = z.infer<typeof cartLineRecord>;

/** The note to the seller that goes with a customer's cart. */
export const cartNoteRecord = z.object({
  customerId: z.number().int(),
  note: z.string(),
});

/** What a shopper did to a line (POST more/transaction/cart/action), for the store's analytics. */
export const cartActionRecord = z.object({
  customerId: z.number().int(),
  type: z.string(),
  variantId: z.number().int(),
  browser: z.string(),
  /** As sent, else the address the request came from when a proxy says it, else null. */
  ip: z.string().nullable(),
  at: z.number().int(),
});
export type CartActionRecord = z.infer<typeof cartActionRecord>;

/** An ads-pixel event about a cart (POST more/transaction/cart/pixel), as a conversions API would forward it. */
export const cartPixelEventRecord = z.object({
  eventId: z.string(),
  customerId: z.number().int(),
  eventName: z.string(),
  contents: z.array(z.object({ id: z.number().int(), quantity: z.number().int(), itemPrice: z.number().int() })),
  value: z.number(),
  at: z.number().int(),
});

/** Collections of the cart area. */
export const createCartCollections = () => ({
  cartLines: new Collection({ schema: cartLineRecord }),
  cartNotes: new Collection({ schema: cartNoteRecord }),
  cartActions: new Collection({ schema: cartActionRecord }),
  cartPixelEvents: new Collection({ schema: cartPixelEventRecord }),
});
