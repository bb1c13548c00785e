import { AuthStore, CartCheckout, CheckoutApiToken, CheckoutStarterToken, CheckoutWithChosenVoucher, CustomerVouchers, NavigationToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { FeatureBindings } from '../../app/composition-root/feature-bindings';
import { LoadedCheckoutToken } from '../../app/composition-root/loaded-checkout';

/**
 * The cart page (/cart, /buy, /m/buy; its rewards are the 'promotions/rewards' module's).
 * Its Checkout button starts the checkout, whose modules (with the checkout's
 * use case and rules, a chunk of their own) are fetched when the shopper
 * presses it, beside the stock check. The vouchers page (/profile/vouchers)
 * loads this module too, for the voucher the customer chooses there.
 */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  // The voucher the customer chose on /profile/vouchers ("Pakai"): the cart page shows it, the checkout begins with it.
  useCase(CustomerVouchers, [CheckoutApiToken]).onActivation(clearedAtLogout);
  factory(
    CheckoutStarterToken,
    [FeatureBindings, CustomerVouchers],
    (bindings, vouchers) => new CheckoutWithChosenVoucher(() => bindings.resolve(['address-book/ordering', 'checkout'], LoadedCheckoutToken), vouchers),
  );
  useCase(CartCheckout, [ShoppingCart, AuthStore, CheckoutStarterToken, NavigationToken]);
});
