import { AuthStore, CartCheckout, CheckoutStarterToken, NavigationToken, ShoppingCart } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
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
  factory(CheckoutStarterToken, [FeatureBindings], (bindings) => ({
    start: async (items, note) => (await bindings.resolve(['ordering', 'checkout'], LoadedCheckoutToken)).start(items, note),
  }));
  useCase(CartCheckout, [ShoppingCart, AuthStore, CheckoutStarterToken, NavigationToken]);
});
