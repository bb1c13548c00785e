import type { CheckoutItem } from './checkout-item';
import { token } from '../shared/token';

/**
 * The checkout as the cart starts it: with the items of the selected lines
 * and the cart's note. True when it started; false when it would not (an
 * order is being placed in it). A promise, since the checkout may arrive in a
 * chunk of its own when the shopper presses Checkout.
 */
export interface CheckoutStarter {
  start(items: readonly CheckoutItem[], note: string): Promise<boolean>;
}

export const CheckoutStarterToken = token<CheckoutStarter>('CheckoutStarter');
