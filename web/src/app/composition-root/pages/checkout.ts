import { BrowserCheckoutDraftStore } from '@more/adapters/storage/checkout-draft';
import {
  AddressBookToken,
  AuthStore,
  Checkout,
  CheckoutAddressBook,
  CheckoutApiToken,
  CheckoutOptions,
  DeviceTypeStoreToken,
  DropshipperBookToken,
  IdGeneratorToken,
  NavigationToken,
  ShoppingCart,
} from '@more/core';
import { providePageService } from '../page-services';
// The ports of placing an order (address book, dropshippers, idempotency keys, the device type).
import './ordering';
import { TabStorageToken } from '../tab-storage';
import { clearedAtLogout } from './cleared-at-logout';

// The checkout (see page-services.ts). Its draft lives in this tab's storage, for the customer who made it.
providePageService(Checkout, (get) => {
  const auth = get(AuthStore);
  const drafts = new BrowserCheckoutDraftStore(get(TabStorageToken), () => (auth.isLoggedIn ? (auth.current.user?.email ?? null) : null));
  const checkout = clearedAtLogout(
    get,
    new Checkout(get(CheckoutApiToken), get(IdGeneratorToken), get(NavigationToken), get(DeviceTypeStoreToken), drafts),
  );
  // "When the cart is emptied after an order, the note is cleared too" (document 1 §4): the ordered lines leave the cart.
  checkout.orderPlaced$.subscribe(() => get(ShoppingCart).clearAfterOrder());
  return checkout;
});
providePageService(CheckoutOptions, (get) => clearedAtLogout(get, new CheckoutOptions(get(CheckoutApiToken))));
providePageService(CheckoutAddressBook, (get) => clearedAtLogout(get, new CheckoutAddressBook(get(AddressBookToken), get(DropshipperBookToken))));

