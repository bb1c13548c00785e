import { BrowserDeviceTypeStore } from '@more/adapters/storage';
import { AddressBookToken, DeviceTypeStoreToken, DropshipperBookToken, IdGeneratorToken, SavedAddresses, SavedDropshippers } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { clearedAtLogout } from '../cleared-at-logout';
import { randomId } from '../random-id';
import { DeviceStorageToken } from '../surroundings';

/** The ports of placing an order (checkout, thanks): the address book, dropshippers, idempotency keys, the device type; the address and dropshipper books the checkout and the profile share. */
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
