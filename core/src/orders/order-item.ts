import type { BundlePart, CartLine } from '../cart/cart-line';

/**
 * One item of a past order, as much of it as buying again needs: the fields a
 * cart line has, with the price it cost then (the server's cart prices it anew)
 * and its bundle parts without quantities yet. The full order entity belongs to
 * the orders screens; this is what they hand over.
 */
export type OrderItem = Pick<
  CartLine,
  'variantId' | 'slug' | 'nameLong' | 'nameShort' | 'image' | 'unitPrice' | 'normalPrice' | 'quantity' | 'comboId' | 'combo'
> & {
  /** Empty unless the item is a bundle. */
  readonly bundle: readonly BundlePart[];
};
