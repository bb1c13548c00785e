import type { Cart } from './cart';
import { type CartLine, cartLineKey } from './cart-line';
import { withLineQuantity } from './line-quantity';

/**
 * The guest's cart folded into the customer's server cart at login, nothing
 * lost: every line of either is kept. A line in both keeps the server's data
 * (its price and stock were just loaded) and the larger of the two
 * quantities, capped at valid stock; it is selected when either side had it
 * selected.
 *
 * The larger quantity, not the sum: the merge is then idempotent, so when it
 * is retried (a save whose answer was lost leaves the guest cart in place for
 * the next login) the quantities do not double.
 *
 * Notes: the server's, the guest's, or both on separate lines when both have
 * one (again idempotent: a note already holding the guest's is kept).
 */
export const mergeCarts = (server: Cart, guest: Cart): Cart => ({
  lines: mergeLines([...server.lines, ...guest.lines]),
  note: mergeNotes(server.note, guest.note),
});

/**
 * A cart that obeys every quantity rule and has each line key once, for a cart
 * that comes from outside the rules (the server, the browser's storage).
 */
export const normalizeCart = (cart: Cart): Cart => ({ ...cart, lines: mergeLines(cart.lines) });

const mergeLines = (lines: readonly CartLine[]): CartLine[] => {
  const byKey = new Map<string, CartLine>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const first = byKey.get(key);
    byKey.set(
      key,
      first
        ? { ...first, quantity: Math.max(first.quantity, line.quantity), selected: first.selected || line.selected }
        : line,
    );
  }
  return [...byKey.values()].map((line) => withLineQuantity(line, line.quantity));
};

const mergeNotes = (server: string, guest: string): string => {
  if (guest.trim() === '' || server.includes(guest)) return server;
  if (server.trim() === '') return guest;
  return `${server}\n${guest}`;
};

/**
 * Whether two carts hold the same choices of the shopper: the same lines (by key, in any order) with the same units
 * and selection, and the same note. Prices and stock are the server's to change, and do not count.
 */
export const sameChoices = (a: Cart, b: Cart): boolean => choicesOf(a) === choicesOf(b);

const choicesOf = (cart: Cart): string =>
  JSON.stringify([cart.note, cart.lines.map((line) => `${cartLineKey(line)}×${line.quantity}${line.selected ? '+' : '-'}`).sort()]);
