import { type CartLine, cartLineKey } from '../cart/cart-line';
import type { CheckoutItem, CheckoutOrder } from './checkout-order';
import type { CheckoutState } from './checkout-state';
import type { CheckoutStep } from './checkout-step';

/**
 * What the checkout buys: the selected cart lines ("select for checkout",
 * document 1 §4), each as variant, combo and quantity. The cart page hands
 * these to `Checkout.start` after its stock check; /checkout does the same
 * when it is opened without a checkout under way.
 */
export const checkoutItemsOf = (lines: readonly CartLine[]): CheckoutItem[] =>
  lines.filter((line) => line.selected).map((line) => ({ variantId: line.variantId, quantity: line.quantity, comboId: line.comboId }));

/** A checkout item beside the cart line it came from (its name, image and price), when the cart still holds it. */
export interface CheckoutLine {
  readonly item: CheckoutItem;
  readonly line: CartLine | null;
  /** The cart's price of this item times its quantity; null when the cart no longer holds it. */
  readonly subtotal: number | null;
}

/** The items of the checkout with their cart lines, matched by variant and combo (a reward line when no bought one matches). */
export const checkoutLinesOf = (items: readonly CheckoutItem[], lines: readonly CartLine[]): CheckoutLine[] => {
  const byKey = new Map(lines.map((line) => [cartLineKey(line), line]));
  return items.map((item) => {
    const line = byKey.get(cartLineKey({ ...item, isRedeem: false })) ?? byKey.get(cartLineKey({ ...item, isRedeem: true })) ?? null;
    return { item, line, subtotal: line ? line.unitPrice * item.quantity : null };
  });
};

/** What the items cost at the cart's prices, whole rupiah: the base of the payment step's instalment sums, before the server's summary. */
export const goodsTotalOf = (checkoutLines: readonly CheckoutLine[]): number =>
  checkoutLines.reduce((sum, { subtotal }) => sum + (subtotal ?? 0), 0);

/**
 * The amount the payment step's instalments are computed on, before the
 * server's summary: the items at the cart's prices plus the chosen courier's
 * price (nothing until one is chosen). An item the cart no longer holds adds
 * nothing: its price is unknown here.
 */
export const instalmentPriceOf = (order: Pick<CheckoutOrder, 'items' | 'shipping'>, lines: readonly CartLine[]): number =>
  goodsTotalOf(checkoutLinesOf(order.items, lines)) + (order.shipping.option?.price ?? 0);

/**
 * Whether /checkout takes its items from the cart's selected lines: when no
 * checkout is under way (no items, nothing kept from before a reload), or the
 * last one ended in a placed order and a new one is opened. The success step
 * shows the placed order instead.
 */
export const needsItemsFromCart = (state: Pick<CheckoutState, 'placed' | 'order'>, step: CheckoutStep | null): boolean =>
  step !== 'success' && (state.placed !== null || state.order.items.length === 0);
