import type { KeyValueStorage } from '@more/adapters/storage';
import { token } from '@more/core';

/**
 * What differs between a server render and the browser, bound by each side
 * (browser.ts, server.ts); everything else is bound alike by the modules.
 */

/** The store API's base URL as this side reaches it (absolute on the server). */
export const StoreApiUrlToken = token<string>('StoreApiUrl');

/** The fetch the adapters use: recording on the server, replaying the page's snapshot in the browser. */
export interface ApiFetch {
  readonly fetch: typeof fetch;
}
export const ApiFetchToken = token<ApiFetch>('ApiFetch');

/** The browser's localStorage (memory on the server, where no shopper is known): the shopper's own data on this device. */
export const DeviceStorageToken = token<KeyValueStorage>('DeviceStorage');

/** This tab's storage (sessionStorage; memory on the server), for what a page remembers during a visit. */
export const TabStorageToken = token<KeyValueStorage>('TabStorage');
