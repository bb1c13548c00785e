import { fingerprint } from '../shared/fingerprint';
import type { Cart } from './cart';
import type { CartLine } from './cart-line';
import type { ShoppingCartState } from './shopping-cart-state';

/** One line of a guest's cart as its outline keeps it: which product and variant, how many, and whether it is chosen. */
export interface CartOutlineLine {
  readonly slug: string;
  readonly variantId: number;
  readonly quantity: number;
  readonly selected: boolean;
}

/**
 * A guest's cart in outline (issue 39, point 3): what the storefront's server needs to render that guest's /cart,
 * which it prices itself through the public product calls (document 2 has no lookup by variant, so each line names
 * its product). The browser keeps it beside the cart in a cookie; the cart itself stays on the device.
 */
export interface CartOutline {
  readonly lines: readonly CartOutlineLine[];
  readonly note: string;
}

/** The most lines an outline carries: a bigger cart is the browser's to render (its cookie would outgrow 4 kB, its render fan out). */
export const MAX_OUTLINE_LINES = 20;
/** The longest note an outline carries (encoded, a note of this length fits the cookie beside the lines). */
export const MAX_OUTLINE_NOTE_LENGTH = 300;

/**
 * A line its product alone describes: not a reward (its price is the redemption's) and not part of a combo (its
 * price is the deal's). Such lines cannot be priced from the product's page, so a cart holding one has no outline.
 */
const pricedByItsProduct = (line: CartLine): boolean => !line.isRedeem && line.comboId === null && line.combo === null;

/** The outline of a guest's cart, or null when the server could not render it faithfully (see above). */
export const outlineOf = (cart: Cart): CartOutline | null => {
  if (cart.lines.length === 0 || cart.lines.length > MAX_OUTLINE_LINES || cart.note.length > MAX_OUTLINE_NOTE_LENGTH) return null;
  if (!cart.lines.every(pricedByItsProduct)) return null;
  return {
    lines: cart.lines.map((line) => ({ slug: line.slug, variantId: line.variantId, quantity: line.quantity, selected: line.selected })),
    note: cart.note,
  };
};

/** The outline to keep beside the cart: a guest's cart's, none for a customer (the server reads their cart itself). */
export const guestCartOutline = (state: Pick<ShoppingCartState, 'lines' | 'note' | 'serverCart'>): CartOutline | null =>
  state.serverCart.status === 'guest' ? outlineOf(state) : null;

/** Plain data with its keys in one order, whatever order the object was built in. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/**
 * A tag of everything a cart page shows of a cart (every field of every line, and the note): equal on the server
 * and in the browser exactly when both would render the same page, so the browser hydrates the server's HTML only
 * then, and otherwise renders its own cart afresh.
 */
export const cartTag = (cart: Cart): string => fingerprint(JSON.stringify(canonical(cart)));
