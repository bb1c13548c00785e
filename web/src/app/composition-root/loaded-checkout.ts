import { type CheckoutStarter, token } from '@more/core';

/**
 * The checkout's own starter, bound by the checkout module. The cart module's
 * CheckoutStarter is a stand-in that loads the checkout's modules when the
 * shopper presses Checkout, then hands over to this one.
 */
export const LoadedCheckoutToken = token<CheckoutStarter>('LoadedCheckout');
