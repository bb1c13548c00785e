import { type AddToCartResult, addToCart } from './add-to-cart';
import type { Cart } from './cart';
import type { CartItemToAdd } from './cart-line';
import { setAllCartLinesSelected } from './selection';

/**
 * "buy-now (deselects all other lines, then adds)" (document 1 §4), so the
 * checkout that follows takes this item alone. When the item is refused (out
 * of stock) the cart is left as it was: there is nothing to buy now, and the
 * shopper's earlier selection is not thrown away for nothing.
 */
export const buyNowInCart = (cart: Cart, item: CartItemToAdd): AddToCartResult => {
  const result = addToCart(setAllCartLinesSelected(cart, false), item);
  return result.outcome.kind === 'refused-out-of-stock' ? { cart, outcome: result.outcome } : result;
};
