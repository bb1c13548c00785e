import { AuthStore, CartCheckout, CheckoutApiToken, CheckoutStarterToken, CheckoutWithChosenVoucher, CustomerVouchers, NavigationToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { clearedAtLogout } from '../cleared-at-logout';
import { FeatureBindings } from '../feature-bindings';
import { LoadedCheckoutToken } from '../loaded-checkout';

/**
 * The cart page (/cart, /buy, /m/buy; its rewards are the rewards module's).
 * Its Checkout button starts the checkout, whose modules (with the checkout's
 * use case and rules, a chunk of their own) are fetched when the shopper
 * presses it, beside the stock check.
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  // The voucher the customer chose on /profile/vouchers ("Pakai"): the cart page shows it, the checkout begins with it.
  useCase(CustomerVouchers, [CheckoutApiToken]).onActivation(clearedAtLogout);
  factory(
    CheckoutStarterToken,
    [FeatureBindings, CustomerVouchers],
    (bindings, vouchers) => new CheckoutWithChosenVoucher(() => bindings.resolve(['ordering', 'checkout'], LoadedCheckoutToken), vouchers),
  );
  useCase(CartCheckout, [ShoppingCart, AuthStore, CheckoutStarterToken, NavigationToken]);
});
