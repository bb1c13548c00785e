import { BrowserCheckoutDraftStore } from '@more/adapters/storage/checkout-draft';
import {
  AuthStore,
  Checkout,
  checkoutDraftOwner,
  CheckoutAddressBook,
  CheckoutApiToken,
  CheckoutFromCart,
  CheckoutOptions,
  CheckoutShipping,
  DeviceTypeStoreToken,
  emptyCartOnOrder,
  IdGeneratorToken,
  NavigationToken,
  SavedAddresses,
  SavedDropshippers,
  ShoppingCart,
} from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { TabStorageToken } from '../../app/composition-root/surroundings';
import { LoadedCheckoutToken } from '../../app/composition-root/loaded-checkout';

/** The checkout's steps (with the ports of 'address-book/ordering', which its rows name beside it). Its draft lives in this tab's storage, for the customer who made it. */
export default new ContainerModule((options) => {
  const { useCase, factory } = binder(options);
  factory(
    Checkout,
    [CheckoutApiToken, IdGeneratorToken, NavigationToken, DeviceTypeStoreToken, TabStorageToken, AuthStore, ShoppingCart],
    (api, ids, navigation, devices, tab, auth, cart) => {
      const checkout = new Checkout(api, ids, navigation, devices, new BrowserCheckoutDraftStore(tab, checkoutDraftOwner(auth)));
      emptyCartOnOrder(checkout, cart);
      return checkout;
    },
  ).onActivation(clearedAtLogout);
  // What the cart's Checkout button starts (cart.module.ts), and home empties (home.module.ts).
  factory(LoadedCheckoutToken, [Checkout], (checkout) => ({
    start: (items, note) => Promise.resolve(checkout.start(items, note)),
    applyVoucher: (code) => checkout.applyVoucher(code),
    reset: () => checkout.reset(),
  }));
  useCase(CheckoutOptions, [CheckoutApiToken]).onActivation(clearedAtLogout);
  // The books of /profile/address and /profile/dropshipper themselves (address-book/ordering.module.ts): one list, wherever it is shown.
  useCase(CheckoutAddressBook, [SavedAddresses, SavedDropshippers]).onActivation(clearedAtLogout);
  // The page's and the steps' flows over the use cases above: nothing of their own to clear at logout.
  useCase(CheckoutFromCart, [ShoppingCart, Checkout]);
  useCase(CheckoutShipping, [Checkout, CheckoutAddressBook, CheckoutOptions]);
});
