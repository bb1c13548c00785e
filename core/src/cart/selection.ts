import { type Cart, updateCartLine } from './cart';
import type { CartLineKey } from './cart-line';

/** "select for checkout" (document 1 §4): which lines the next order takes. */
export const setCartLineSelected = (cart: Cart, key: CartLineKey, selected: boolean): Cart =>
  updateCartLine(cart, key, (line) => (line.selected === selected ? line : { ...line, selected }));

/** The "select all" box: every line at once. */
export const setAllCartLinesSelected = (cart: Cart, selected: boolean): Cart =>
  cart.lines.every((line) => line.selected === selected)
    ? cart
    : { ...cart, lines: cart.lines.map((line) => (line.selected === selected ? line : { ...line, selected })) };
