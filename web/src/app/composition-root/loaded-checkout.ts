import { type CheckoutStarter, token } from '@more/core';

/**
 * The checkout's own starter, bound by the checkout module. The cart module's
 * CheckoutStarter is a stand-in that loads the checkout's modules when the
 * shopper presses Checkout, then hands over to this one. Home reaches the
 * checkout through it too, only when the page loaded it, so neither page
 * carries the checkout's use case in its own chunk.
 */
export interface LoadedCheckout extends CheckoutStarter {
  /** A voucher the shopper chose before the checkout began ("Pakai" on /profile/vouchers), applied to the checkout just started. */
  applyVoucher(code: string): Promise<unknown>;
  /** Home empties the checkout (core's CheckoutEmptiedOnHome): whether it is empty now. */
  reset(): boolean;
}

export const LoadedCheckoutToken = token<LoadedCheckout>('LoadedCheckout');
