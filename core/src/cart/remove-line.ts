import { type Cart, findCartLine } from './cart';
import type { CartLineKey } from './cart-line';

/**
 * "remove": "Removing an item also removes all redeem (reward) lines"
 * (document 1 §4). Rewards were granted for the cart as it was; once it
 * changes, the shopper redeems again. A key not in the cart changes nothing.
 */
export const removeCartLine = (cart: Cart, key: CartLineKey): Cart => {
  const line = findCartLine(cart, key);
  if (!line) return cart;
  return { ...cart, lines: cart.lines.filter((other) => other !== line && !other.isRedeem) };
};
