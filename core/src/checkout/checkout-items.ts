import type { CartLine } from '../cart/cart-line';
import type { CheckoutItem } from './checkout-order';

/** What checkout orders: the selected cart lines (document 1 §4, "select for checkout"), each with its quantity and combo. */
export const checkoutItemsOf = (lines: readonly CartLine[]): CheckoutItem[] =>
  lines.filter((line) => line.selected).map((line) => ({ variantId: line.variantId, quantity: line.quantity, comboId: line.comboId }));
