import { BrowserDeviceTypeStore } from '@more/adapters/storage';
import { AddressBookToken, DeviceTypeStoreToken, DropshipperBookToken, IdGeneratorToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';
import { randomId } from '../random-id';
import { DeviceStorageToken } from '../surroundings';

/** The ports of placing an order (checkout, thanks): the address book, dropshippers, idempotency keys, the device type. */
export default new ContainerModule((options) => {
  const { bind } = options;
  const { factory, httpPort } = binder(options);
  httpPort(AddressBookToken, () => import('@more/adapters/http/address-book').then(({ HttpAddressBook }) => HttpAddressBook));
  httpPort(DropshipperBookToken, () => import('@more/adapters/http/address-book').then(({ HttpDropshipperBook }) => HttpDropshipperBook));
  // Idempotency keys of orders: random, so two tabs or two devices never share one.
  bind(IdGeneratorToken).toConstantValue(randomId);
  // "thanks redirects … when the stored device type is Browser" (document 1 §2): a visit on the website says so, unless the app's webview stored its own.
  factory(DeviceTypeStoreToken, [DeviceStorageToken], (storage) => {
    const devices = new BrowserDeviceTypeStore(storage);
    devices.markBrowser();
    return devices;
  });
});
