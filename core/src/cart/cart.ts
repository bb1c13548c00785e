import { type CartLine, type CartLineKey, cartLineKey } from './cart-line';

/** The shopper's cart: its lines and the note to the seller. */
export interface Cart {
  readonly lines: readonly CartLine[];
  readonly note: string;
}

export const emptyCart: Cart = { lines: [], note: '' };

export const findCartLine = (cart: Cart, key: CartLineKey): CartLine | undefined =>
  cart.lines.find((line) => cartLineKey(line) === key);

/**
 * Replaces the line with `key` by what `change` makes of it. The same cart
 * comes back when the line is missing or unchanged, so callers can tell a
 * real change (which must be saved) from a no-op by reference.
 */
export const updateCartLine = (cart: Cart, key: CartLineKey, change: (line: CartLine) => CartLine): Cart => {
  const index = cart.lines.findIndex((line) => cartLineKey(line) === key);
  const line = cart.lines[index];
  if (!line) return cart;
  const next = change(line);
  if (next === line) return cart;
  return { ...cart, lines: cart.lines.map((existing, i) => (i === index ? next : existing)) };
};
