import { BrowserCheckoutDraftStore } from '@more/adapters/storage/checkout-draft';
import {
  AddressBookToken,
  AuthStore,
  Checkout,
  CheckoutAddressBook,
  CheckoutApiToken,
  CheckoutOptions,
  type ClearedOnLogout,
  DeviceTypeStoreToken,
  DropshipperBookToken,
  IdGeneratorToken,
  NavigationToken,
  OrdersApiToken,
  PaymentInformation,
  RegionChoice,
  RegionsApiToken,
  ShoppingCart,
} from '@more/core';
import type { ServiceId } from '../../services';
import { providePageService } from '../page-services';
// The ports of placing an order (address book, dropshippers, idempotency keys, the device type).
import './ordering';
import { TabStorageToken } from '../tab-storage';

type Get = <U>(id: ServiceId<U>) => U;

/**
 * Logout empties these too ("Logout clears user, … cart …", document 1 §4),
 * though Session's clearedOnLogout list (index.ts) cannot name them: they
 * are bound here, in the checkout's chunk, to keep them out of the entry.
 * Each one follows the session instead: when the shopper stops being logged
 * in (a logout here, in another tab, or a 401), it is emptied.
 */
const clearedAtLogout = <T extends ClearedOnLogout>(get: Get, participant: T): T => {
  let loggedIn: boolean | null = null;
  get(AuthStore).loggedIn$.subscribe((now) => {
    if (loggedIn === true && !now) participant.clearOnLogout();
    loggedIn = now;
  });
  return participant;
};

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
providePageService(RegionChoice, (get) => new RegionChoice(get(RegionsApiToken)));
providePageService(PaymentInformation, (get) => clearedAtLogout(get, new PaymentInformation(get(OrdersApiToken))));
