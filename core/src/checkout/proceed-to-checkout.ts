import { stepPath } from './checkout-step';
import { loginPathFor } from '../session/route-guard';
import type { CartLine } from '../cart/cart-line';
import { CART_PAGE_TEXT, stockCheckMessages } from '../cart/cart-page';
import type { ShoppingCart } from '../cart/shopping-cart';

/**
 * Where the cart's Checkout sends a guest: to log in, and on to the checkout
 * they asked for (document 1 §2, the login guard's redirect holds "the wanted
 * path"). The guest's lines are merged into the account's cart at login, and
 * /checkout takes its items from that cart's selected lines once it is loaded.
 */
export const CART_LOGIN_PATH = loginPathFor(stepPath('shipping'));

export type ProceedOutcome =
  /** checkout is for customers (document 1 §2, "Routes that need login"). */
  | { readonly kind: 'needs-login'; readonly path: string }
  | { readonly kind: 'nothing-selected'; readonly messages: readonly string[] }
  /** The account's cart is still loading (or failed to): checking now would check the wrong lines. */
  | { readonly kind: 'cart-not-ready'; readonly messages: readonly string[] }
  /** The stock check changed the cart: the shopper sees what and decides again. */
  | { readonly kind: 'stock-changed'; readonly messages: readonly string[] }
  | { readonly kind: 'check-failed'; readonly messages: readonly string[] }
  /** The checkout would not start (an order is being placed in it). */
  | { readonly kind: 'checkout-busy'; readonly messages: readonly string[] }
  | { readonly kind: 'started' };

const nothingSelected: ProceedOutcome = { kind: 'nothing-selected', messages: [CART_PAGE_TEXT.nothingSelected] };

/**
 * The cart's "Checkout": "the stock check before checkout (a failed line is
 * removed at quantity 1, else reduced by one, and the shopper is told which)"
 * (issue 11; document 1 §4). Only a cart whose selected lines all passed
 * starts the checkout, with those lines; `start` hands them to it (once the
 * checkout's chunk is here, hence a promise).
 */
export const proceedToCheckout = async (
  cart: Pick<ShoppingCart, 'current' | 'checkStock'>,
  loggedIn: boolean,
  start: (selected: readonly CartLine[]) => boolean | Promise<boolean>,
): Promise<ProceedOutcome> => {
  if (cart.current.totals.selectedLines === 0) return nothingSelected;
  if (!loggedIn) return { kind: 'needs-login', path: CART_LOGIN_PATH };
  if (cart.current.serverCart.status !== 'loaded') return { kind: 'cart-not-ready', messages: [CART_PAGE_TEXT.cartNotReady] };
  const outcome = await cart.checkStock();
  if (outcome.kind === 'stock-checked' && outcome.removed.length + outcome.reduced.length > 0) {
    return { kind: 'stock-changed', messages: stockCheckMessages(outcome) };
  }
  if (outcome.kind !== 'stock-checked') {
    return outcome.kind === 'stock-check-needs-login' ? { kind: 'needs-login', path: CART_LOGIN_PATH } : { kind: 'check-failed', messages: stockCheckMessages(outcome) };
  }
  const selected = cart.current.lines.filter((line) => line.selected);
  if (selected.length === 0) return nothingSelected;
  return (await start(selected)) ? { kind: 'started' } : { kind: 'checkout-busy', messages: [CART_PAGE_TEXT.checkoutBusy] };
};
