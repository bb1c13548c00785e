import { type Cart, findCartLine, updateCartLine } from './cart';
import type { CartLineKey } from './cart-line';
import type { CartLineRef } from './cart-outcome';
import { removeCartLine } from './remove-line';
import { withLineQuantity } from './line-quantity';

export interface StockCheckFailedResult {
  readonly cart: Cart;
  /** What happened to the line; null when it is not in the cart. */
  readonly change:
    | { readonly kind: 'removed'; readonly line: CartLineRef }
    | { readonly kind: 'reduced'; readonly line: CartLineRef; readonly quantity: number }
    | null;
}

/**
 * "A stock check failure removes the line if its quantity is 1, else
 * decreases it by one" (document 1 §4, document 2 §4). The removal is the
 * cart's ordinary remove, so reward lines go with it as with any removal.
 */
export const stockCheckFailed = (cart: Cart, key: CartLineKey): StockCheckFailedResult => {
  const line = findCartLine(cart, key);
  if (!line) return { cart, change: null };
  const ref: CartLineRef = { key, name: line.nameLong };
  if (line.quantity <= 1) return { cart: removeCartLine(cart, key), change: { kind: 'removed', line: ref } };
  const reduced = withLineQuantity(line, line.quantity - 1);
  return { cart: updateCartLine(cart, key, () => reduced), change: { kind: 'reduced', line: ref, quantity: reduced.quantity } };
};
