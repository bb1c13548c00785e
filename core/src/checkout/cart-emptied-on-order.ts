import type { Observable, Subscription } from 'rxjs';
import type { OrderPlaced } from './checkout-state';

/** The cart as a placed order empties it (ShoppingCart's clearAfterOrder). */
export interface CartEmptiedOnOrder {
  clearAfterOrder(): void;
}

/**
 * "When the cart is emptied after an order, the note is cleared too"
 * (document 1 §4): each order the checkout places takes its lines out of the
 * cart. Kept apart from both use cases so neither needs the other; the
 * subscription lives as long as the checkout does.
 */
export const emptyCartOnOrder = (checkout: { readonly orderPlaced$: Observable<OrderPlaced> }, cart: CartEmptiedOnOrder): Subscription =>
  checkout.orderPlaced$.subscribe(() => cart.clearAfterOrder());
