import { BrowserDeviceTypeStore } from '@more/adapters/storage';
import { AddressBookToken, DeviceTypeStoreToken, DropshipperBookToken, IdGeneratorToken } from '@more/core';
import { providePageService } from '../page-services';
import { DeviceStorageToken, HttpPortMakerToken } from '../page-ports';
import { randomId } from '../random-id';

// The ports of the pages that place orders (cart, checkout), bound with them, out of the entry.
providePageService(AddressBookToken, (get) => get(HttpPortMakerToken)(() => import('../../adapters/address-book').then((m) => m.addressBook)));
providePageService(DropshipperBookToken, (get) => get(HttpPortMakerToken)(() => import('../../adapters/address-book').then((m) => m.dropshipperBook)));
// Idempotency keys of orders: random, so two tabs or two devices never share one.
providePageService(IdGeneratorToken, () => randomId);
// "thanks redirects … when the stored device type is Browser" (document 1 §2): a visit on the website says so, unless the app's webview stored its own.
providePageService(DeviceTypeStoreToken, (get) => {
  const devices = new BrowserDeviceTypeStore(get(DeviceStorageToken));
  devices.markBrowser();
  return devices;
});
