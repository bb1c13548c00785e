import { type Cart, findCartLine, updateCartLine } from './cart';
import type { CartLineKey } from './cart-line';
import type { IncreaseQuantityOutcome } from './cart-outcome';
import { isForcedSingle, cartQuantityLimit, withLineQuantity } from './line-quantity';

export interface IncreaseQuantityResult {
  readonly cart: Cart;
  /** Why the line did not grow, or null when it did (or is not in the cart). */
  readonly outcome: IncreaseQuantityOutcome | null;
}

/** "increase", one unit at a time; "Quantity is capped at valid stock" (document 1 §4). */
export const increaseQuantity = (cart: Cart, key: CartLineKey): IncreaseQuantityResult => {
  const line = findCartLine(cart, key);
  if (!line) return { cart, outcome: null };
  if (line.quantity >= cartQuantityLimit(line)) {
    const outcome: IncreaseQuantityOutcome = isForcedSingle(line)
      ? { kind: 'limited-to-one', key }
      : { kind: 'capped-at-stock', key, quantity: cartQuantityLimit(line) };
    // Still normalised: a line loaded above its limit comes down to it.
    return { cart: updateCartLine(cart, key, (it) => withLineQuantity(it, it.quantity)), outcome };
  }
  return { cart: updateCartLine(cart, key, (it) => withLineQuantity(it, it.quantity + 1)), outcome: null };
};

/** "decrease (minimum 1)": a line at 1 stays at 1; removing it is its own action. */
export const decreaseQuantity = (cart: Cart, key: CartLineKey): Cart =>
  updateCartLine(cart, key, (line) => withLineQuantity(line, line.quantity - 1));
