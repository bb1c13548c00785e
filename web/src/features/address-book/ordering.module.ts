import { BrowserDeviceTypeStore } from '@more/adapters/storage';
import { AddressBookToken, DeviceTypeStoreToken, DropshipperBookToken, IdGeneratorToken, SavedAddresses, SavedDropshippers } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { clearedAtLogout } from '../../app/composition-root/cleared-at-logout';
import { randomId } from '../../app/composition-root/random-id';
import { DeviceStorageToken } from '../../app/composition-root/surroundings';

/**
 * 'address-book/ordering': the ports of placing an order: the address and dropshipper books, idempotency keys, the
 * device type. Its home is the address book, whose ports (`AddressBookToken`, `DropshipperBookToken`) are why
 * several features load it: the address book's own /profile/address and /profile/dropshipper, and the checkout's
 * rows (the steps, the thanks page, which reads the device type) and the cart's Checkout button, which loads it on
 * demand beside 'checkout' (cart.module.ts). The checkout shows the books' forms too (address-book/public.ts).
 */
export default new ContainerModule((options) => {
  const { bind } = options;
  const { factory, httpPort, useCase } = binder(options);
  httpPort(AddressBookToken, () => import('@more/adapters/http/address-book').then(({ HttpAddressBook }) => HttpAddressBook));
  httpPort(DropshipperBookToken, () => import('@more/adapters/http/address-book').then(({ HttpDropshipperBook }) => HttpDropshipperBook));
  // One list each, shown by /profile/address, /profile/dropshipper and the checkout's shipping step alike.
  useCase(SavedAddresses, [AddressBookToken]).onActivation(clearedAtLogout);
  useCase(SavedDropshippers, [DropshipperBookToken]).onActivation(clearedAtLogout);
  // Idempotency keys of orders: random, so two tabs or two devices never share one.
  bind(IdGeneratorToken).toConstantValue(randomId);
  // "thanks redirects … when the stored device type is Browser" (document 1 §2): a visit on the website says so, unless the app's webview stored its own.
  factory(DeviceTypeStoreToken, [DeviceStorageToken], (storage) => {
    const devices = new BrowserDeviceTypeStore(storage);
    devices.markBrowser();
    return devices;
  });
});
