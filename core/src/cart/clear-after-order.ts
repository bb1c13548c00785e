import type { Cart } from './cart';

/**
 * After an order, the ordered lines (the selected ones) leave the cart.
 * "When the cart is emptied after an order, the note is cleared too"
 * (document 1 §4): the note was for that order. It stays while other lines
 * remain, since the shopper may still order them with it.
 */
export const clearCartAfterOrder = (cart: Cart): Cart => {
  const lines = cart.lines.filter((line) => !line.selected);
  const nothingToDo = lines.length === cart.lines.length && (lines.length > 0 || cart.note === '');
  if (nothingToDo) return cart;
  return { lines, note: lines.length === 0 ? '' : cart.note };
};
